import { useAuth } from '../../auth/auth-context.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCredits } from '../../state/credits.ts';
import { usePageTitle } from '../use-page-title.ts';
import { AccountActionsCard } from './account-actions-card.tsx';
import { AccountOverviewCard } from './account-overview-card.tsx';
import { ControlsCard } from './controls-card.tsx';
import { CorporationStatusCard } from './corporation-status-card.tsx';
import { DisplayCard } from './display-card.tsx';
import { LedgerCard } from './ledger-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { useLoggedOutRedirect } from './use-logged-out-redirect.ts';

/** Account page. It guards itself: a logged-out visit toasts and re-starts sign-in. */
export function AccountPage() {
  usePageTitle('Account');
  const { user, isLoading } = useAuth();
  useLoggedOutRedirect();
  // The overview's credits are the live balance the header and the ledger show, not the profile's copy.
  const credits = useCredits(user?.credits);

  if (isLoading) return <Spinner label="Loading account information..." className="min-h-[60dvh]" />;
  // Logged out: the redirect hook has toasted and is about to leave; show nothing private meanwhile.
  if (!user) return <Spinner label="Redirecting to sign in..." className="min-h-[60dvh]" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-500">PROFILE &amp; SETTINGS</p>
      <h1 className="mt-1 font-display text-2xl font-bold text-bone sm:text-3xl">Account</h1>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <AccountOverviewCard user={credits === user.credits ? user : { ...user, credits: credits ?? 0 }} />
        <AccountActionsCard />
        <LedgerCard />
        <CorporationStatusCard />
        <TwoFactorCard user={user} />
        <DisplayCard />
        <ControlsCard />
      </div>
    </div>
  );
}

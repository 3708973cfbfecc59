import { CalendarClock, Lock, LogIn } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Season } from '#contract/season.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../api/http.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { isSeasonLive } from '../../state/season-status.ts';

// The sign-in dialog (Radix dialog, the forms, two-factor) loads on first use, not with the landing
// page (the landing budget, docs/decisions/0028-first-load.md); loading starts as soon as the pointer or focus reaches the button.
// The dialog's sign-in calls come with it, so pressing its buttons waits for no further module.
const loadLoginDialog = async () => (await Promise.all([import('./login-dialog.tsx'), import('../../api/auth-actions-api.ts')]))[0];
const LoginDialog = lazyNamed(loadLoginDialog, 'LoginDialog');
const prefetchLoginDialog = () => void loadLoginDialog().catch(() => {});

const RETURNING_LINE = 'Returning sponsor? The same door lets you back in.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

interface RegistrationProps {
  season: Season | null | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The hero's call to action: open registration when the season is live, a closed door otherwise. */
export function Registration({ season, isPending, error, onRetry }: RegistrationProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit as before.
  const [dialogMounted, setDialogMounted] = useState(false);
  const openDialog = () => {
    setDialogMounted(true);
    setOpen(true);
  };

  if (isPending) {
    // The live state's size (the large button and the line under it), so the sections below do not
    // jump when the season answers.
    return (
      <div className="flex flex-col items-center gap-3">
        <Spinner label="Checking season status..." className="h-12" />
        <p aria-hidden className="invisible text-xs">
          {RETURNING_LINE}
        </p>
      </div>
    );
  }
  if (error) {
    return (
      <ErrorPanel
        className="text-left"
        title="Season control is not answering"
        message={`We could not find out whether registration is open (${errorMessage(error)}).`}
        onRetry={onRetry}
      />
    );
  }

  if (isSeasonLive(season)) {
    return (
      <div className="flex flex-col items-center gap-3">
        <Button
          variant="primary"
          size="lg"
          onClick={openDialog}
          onPointerEnter={prefetchLoginDialog}
          onFocus={prefetchLoginDialog}
          className="w-full sm:w-auto"
        >
          <LogIn aria-hidden />
          REGISTER YOUR CORPORATION
        </Button>
        <p className="text-xs text-ash">{RETURNING_LINE}</p>
        {dialogMounted ? (
          <Suspense fallback={null}>
            <LoginDialog open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  const opens = formatDate(season?.startDate ?? null);
  // A season that has ended (and no next one scheduled yet): its hall of fame is the news.
  const ended = season?.status === 'ended';
  return (
    <div className="stone-panel rounded-xl border border-ember-400/40 bg-crypt/80 p-5 text-left sm:p-6">
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden className="mt-0.5 size-6 shrink-0 text-ember-400" />
        <div className="min-w-0">
          <h2 className="font-display text-lg font-bold text-bone">{season && !ended ? `${season.name} is coming soon` : 'The next season is coming soon'}</h2>
          <p className="mt-1 text-sm leading-relaxed text-ash">
            {ended
              ? `${season.name} has ended and its ladder is frozen in the Hall of Fame. Registration opens when the next season goes live.`
              : season?.description ||
                'The dungeon is being dug, the traps are being armed and the lawyers are finalising the waiver. Registration opens when the season goes live.'}
          </p>
          {opens && season?.status === 'coming-soon' ? (
            <p className="mt-2 text-sm text-gold-300">Scheduled opening: {opens}</p>
          ) : null}
          {ended ? (
            <Link to="/hall-of-fame" className="mt-2 inline-block rounded text-sm font-semibold text-gold-300 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
              See the Hall of Fame
            </Link>
          ) : null}
        </div>
      </div>
      <Button variant="secondary" size="lg" disabled className="mt-5 w-full">
        <Lock aria-hidden />
        REGISTRATION CLOSED
      </Button>
    </div>
  );
}

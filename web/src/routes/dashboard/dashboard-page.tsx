import { Activity, Users } from 'lucide-react';
import { useAuth } from '../../auth/auth-context.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { usePageTitle } from '../use-page-title.ts';
import { SeasonPanel } from './season-panel.tsx';

/**
 * Spec section 2 sponsor dashboard, as a shell: the crawler and activity issues fill the first two
 * columns. Nothing here is invented data; the season panel is already real.
 */
export function DashboardPage() {
  usePageTitle('Sponsor Dashboard');
  const { user } = useAuth();
  const greeting = user?.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back, Sponsor';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="mb-6">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-500">CORPORATION OVERVIEW</p>
        <h1 className="mt-1 font-display text-2xl font-bold text-bone sm:text-3xl">{greeting}</h1>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card aria-labelledby="crawler-management-heading">
          <CardHeader>
            <CardTitle id="crawler-management-heading">
              <Users aria-hidden className="size-5" />
              Crawler Management
            </CardTitle>
            <CardDescription>Your sponsored crawlers and their current status.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlaceholderNote>
              Crawler sponsorship is being connected to the dungeon. Your crawlers will be listed here.
            </PlaceholderNote>
          </CardContent>
        </Card>
        <Card aria-labelledby="recent-activity-heading">
          <CardHeader>
            <CardTitle id="recent-activity-heading">
              <Activity aria-hidden className="size-5" />
              Recent Activity
            </CardTitle>
            <CardDescription>What your crawlers and the dungeon have been up to.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlaceholderNote>No activity recorded yet.</PlaceholderNote>
          </CardContent>
        </Card>
        <SeasonPanel />
      </div>
    </div>
  );
}

function PlaceholderNote({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash">
      {children}
    </p>
  );
}

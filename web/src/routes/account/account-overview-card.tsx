import { IdCard } from 'lucide-react';
import type { User } from '#contract/auth.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { SponsorAvatar } from './sponsor-avatar.tsx';

const memberSinceFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return 'Unknown';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown' : memberSinceFormat.format(date);
}

function displayName(user: User): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

export function AccountOverviewCard({ user }: { user: User }) {
  const name = displayName(user);
  const rows: Array<[string, string]> = [
    ['Email', user.email || 'Not provided'],
    ['Member since', memberSince(user.createdAt)],
    ['Credits', new Intl.NumberFormat('en-US').format(user.credits ?? 0)],
    ['Active crawler', user.activeCrawlerId != null ? `#${user.activeCrawlerId}` : 'None'],
  ];
  return (
    <Card aria-labelledby="account-overview-heading">
      <CardHeader>
        <CardTitle id="account-overview-heading">
          <IdCard aria-hidden className="size-5" />
          Account Overview
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="mb-4 flex items-center gap-4">
          <SponsorAvatar seed={user.id} imageUrl={user.profileImageUrl} />
          <div className="min-w-0">
            <p className="truncate font-display text-lg font-bold text-bone">{name ?? 'Sponsor'}</p>
            <p className="text-xs text-ash">Reputation {user.sponsorReputation ?? 0}</p>
          </div>
        </div>
        <dl className="divide-y divide-rubble">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
              <dt className="text-ash">{label}</dt>
              <dd className="min-w-0 font-semibold break-all text-bone">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

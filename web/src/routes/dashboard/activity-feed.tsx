import { useQuery } from '@tanstack/react-query';
import { Activity as ActivityIcon } from 'lucide-react';
import { formatAge, type Activity } from '#contract/activity.ts';
import { errorMessage } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { activitiesQuery } from '../../state/crawlers.ts';
import { activityStyle } from './activity-style.ts';
import { useNow } from './use-now.ts';

const AGE_TICK_MS = 5_000;

/** Dashboard column 2: the latest dungeon events, refreshed every 15 s. */
export function ActivityFeed() {
  const activities = useQuery(activitiesQuery);
  const now = useNow(AGE_TICK_MS);

  return (
    <Card aria-labelledby="recent-activity-heading">
      <CardHeader>
        <CardTitle id="recent-activity-heading">
          <ActivityIcon aria-hidden className="size-5" />
          Recent Activity
        </CardTitle>
        <CardDescription>What your crawlers and the dungeon have been up to.</CardDescription>
      </CardHeader>
      <CardContent>
        {activities.isPending ? (
          <ActivitySkeletons />
        ) : activities.error ? (
          <ErrorPanel title="Unable to load activity" message={errorMessage(activities.error)} onRetry={() => void activities.refetch()} />
        ) : activities.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-rubble bg-abyss/40 px-4 py-8 text-center text-sm text-ash">
            No activity recorded yet.
          </p>
        ) : (
          <ol aria-label="Recent activity" className="flex flex-col gap-2">
            {activities.data.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} now={now} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function ActivityRow({ activity, now }: { activity: Activity; now: Date }) {
  const style = activityStyle(activity.type);
  const Icon = style.icon;
  const summary = activity.details.results.summary;
  return (
    <li className="flex gap-3 rounded-lg border border-rubble bg-abyss/40 p-3">
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-md border', style.chip)}>
        <Icon aria-hidden className={cn('size-4', style.tone)} />
        <span className="sr-only">{style.label}</span>
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm break-words text-bone">{activity.message}</p>
          <time dateTime={activity.createdAt} className="shrink-0 text-[11px] whitespace-nowrap text-ash">
            {formatAge(activity.createdAt, now)}
          </time>
        </div>
        {summary ? <p className="mt-0.5 text-xs break-words text-ash">{summary}</p> : null}
        {activity.crawler ? (
          <p className="mt-1 text-xs text-ash">
            <span className="font-semibold text-gold-300">{activity.crawler.name}</span>{' '}
            <span className="font-mono">
              {activity.crawler.health}/{activity.crawler.maxHealth} HP
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
}

function ActivitySkeletons() {
  return (
    <div role="status" aria-label="Loading activity..." className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="flex animate-pulse gap-3 rounded-lg border border-rubble bg-abyss/40 p-3">
          <div className="size-8 rounded-md bg-vault" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-3.5 w-5/6 rounded bg-vault" />
            <div className="h-3 w-1/2 rounded bg-vault" />
          </div>
        </div>
      ))}
    </div>
  );
}

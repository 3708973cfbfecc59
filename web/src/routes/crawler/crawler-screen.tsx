import * as Collapsible from '@radix-ui/react-collapsible';
import { usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bug, ChevronDown, House, Map as MapIcon, ScrollText } from 'lucide-react';
import { useDeferredValue, useReducer } from 'react';
import { Link } from 'react-router';
import type { Crawler } from '#contract/crawler.ts';
import { errorMessage, isApiError } from '../../api/http.ts';
import { ErrorPanel } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { crawlerPageLoadoutQuery } from '../../state/loadout-query.ts';
import { initialRoomEvents, roomEventsReducer } from '../../state/room-events.ts';
import { crawlerPageQuery, currentRoomQuery, roomDataBatchQuery, tacticalQuery, useRoomDataBatch } from '../../state/room-queries.ts';
import { CollapsibleSection } from './collapsible-section.tsx';
import { ControlsHelpDialog } from './controls-help-dialog.tsx';
import { CrawlerHeader } from './crawler-header.tsx';
import { CRAWLER_PAGE_TEXT as T } from './crawler-page-text.ts';
import { RoomEventsDispatchContext } from './events/room-events-context.ts';
import { RoomEventsPanel } from './events/room-events-panel.tsx';
import { useRoomEventsFeed } from './events/use-room-events-feed.ts';
import { DungeonMapPanel } from './map/dungeon-map-panel.tsx';
import { FloorOverviewPanel } from './panels/floor-overview-panel.tsx';
import { SpectatingPanel } from './panels/spectating-panel.tsx';
import { StatusPanel } from './panels/status-panel.tsx';
import { StandingOrdersPanel } from './panels/standing-orders-panel.tsx';
import { QuestPanel } from './panels/quest-panel.tsx';
import { useOrdersEvents } from './events/use-orders-events.ts';
import { TacticalRoomPanel } from './tactical/tactical-room-panel.tsx';
import { DESKTOP_QUERY, useMediaQuery } from './use-layout-hooks.ts';

/** The crawler and its load states (spinner, load error, not found). */
export function CrawlerScreen({ crawlerId }: { crawlerId: string }) {
  const queryClient = useQueryClient();
  const crawler = useQuery(crawlerPageQuery(crawlerId));
  // The room's batch is asked for with the crawler, not once the crawler is there: the room's
  // description (the page's largest paint) then waits one round trip less. Not subscribed here, so
  // its answer re-renders only the loaded page (CrawlerControl reads it).
  usePrefetchQuery(roomDataBatchQuery(queryClient, crawlerId));
  // The weapons row above the room names the crawler's weapon: with the loadout read here too, the
  // room does not come in before it and then move down when it arrives (a layout shift).
  usePrefetchQuery(crawlerPageLoadoutQuery(crawlerId));

  if (crawler.data) return <CrawlerControl crawler={crawler.data} crawlerId={crawlerId} />;
  // A screen's height at least: the footer stays below the fold until the page is there, instead of
  // showing under the spinner and being pushed away by the panels (a layout shift).
  if (crawler.isPending) return <Spinner label={T.loadingInterface} className="min-h-[calc(100dvh-4rem)]" />;
  if (isApiError(crawler.error) && crawler.error.status === 404) {
    return <CrawlerNotFound onRetry={() => void crawler.refetch()} />;
  }
  return <CrawlerLoadError crawlerId={crawlerId} error={crawler.error} onRetry={() => void crawler.refetch()} />;
}

export function CrawlerNotFound({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={T.notFound} onRetry={onRetry} />
    </div>
  );
}

/** What the debug block shows about a failed load. */
export function debugDetails(crawlerId: string, error: unknown): string {
  const lines = [`crawlerId: ${crawlerId}`, `path: /api/crawlers/${crawlerId}`, `time: ${new Date().toISOString()}`];
  if (isApiError(error)) lines.push(`status: ${error.status}`, `code: ${error.code ?? 'none'}`, `response: ${error.responseText}`);
  if (error instanceof Error) lines.push(`error: ${error.name}: ${error.message}`);
  else lines.push(`error: ${String(error)}`);
  return lines.join('\n');
}

export function CrawlerLoadError({ crawlerId, error, onRetry }: { crawlerId: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorPanel title={T.loadFailed(crawlerId, errorMessage(error))}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {T.tryAgain}
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <House aria-hidden />
              {T.backToHome}
            </Link>
          </Button>
        </div>
        <Collapsible.Root className="w-full">
          <Collapsible.Trigger className="group flex items-center gap-1.5 rounded text-xs text-ash hover:text-bone focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
            <Bug aria-hidden className="size-3.5" />
            Debug details
            <ChevronDown aria-hidden className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
          </Collapsible.Trigger>
          <Collapsible.Content>
            <pre className="mt-2 max-h-48 overflow-auto rounded-md bg-abyss p-3 font-mono text-[11px] whitespace-pre-wrap break-all text-ash">{debugDetails(crawlerId, error)}</pre>
          </Collapsible.Content>
        </Collapsible.Root>
      </ErrorPanel>
    </div>
  );
}

/** The loaded page: header and the five panels, three columns from lg up. */
export function CrawlerControl({ crawler, crawlerId }: { crawler: Crawler; crawlerId: string }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { ready } = useRoomDataBatch(crawlerId);
  const currentRoom = useQuery({ ...currentRoomQuery(crawlerId), enabled: ready });
  const tactical = useQuery({ ...tacticalQuery(crawlerId), enabled: ready });
  const [events, dispatch] = useReducer(roomEventsReducer, initialRoomEvents);
  useRoomEventsFeed(crawlerId, { name: crawler.name, crawlerId: crawler.id }, currentRoom.data, tactical.data, dispatch);
  useOrdersEvents(crawlerId, events.roomId, dispatch);

  // The panels other than the room (below it on a phone) render in a second, interruptible pass:
  // mounted together with the room they were one long task on a slow phone's first visit.
  const rest = useDeferredValue(true, false);

  const floor = crawler.currentFloor;
  const status = (
    <>
      <StatusPanel crawler={crawler} crawlerId={crawlerId} />
      <QuestPanel crawlerId={crawlerId} roomId={currentRoom.data?.room.id ?? null} alive={crawler.isAlive} />
      <StandingOrdersPanel crawlerId={crawlerId} alive={crawler.isAlive} />
    </>
  );
  const spectating = <SpectatingPanel crawler={crawler} crawlerId={crawlerId} />;
  const overview = <FloorOverviewPanel crawlerId={crawlerId} floor={floor} ready={ready} />;
  const room = <TacticalRoomPanel crawler={crawler} crawlerId={crawlerId} ready={ready} />;
  const hasRoom = currentRoom.data !== undefined;

  return (
    <RoomEventsDispatchContext.Provider value={dispatch}>
      <div className="mx-auto w-full max-w-[90rem] px-3 py-5 sm:px-6">
        <CrawlerHeader crawler={crawler} crawlerId={crawlerId} />
        <ControlsHelpDialog />
        {desktop ? (
          <div className="mt-5 grid grid-cols-[16.5rem_minmax(0,1fr)_19rem] items-start gap-4 xl:grid-cols-[18rem_minmax(0,1fr)_21rem]">
            <div className="flex min-w-0 flex-col gap-4">
              {rest ? status : null}
              {rest ? spectating : null}
            </div>
            <div className="min-w-0">{room}</div>
            <div className="flex min-w-0 flex-col gap-4">
              {rest ? overview : null}
              {rest ? <DungeonMapPanel crawlerId={crawlerId} floor={floor} currentRoom={currentRoom.data} ready={ready} /> : null}
              {rest ? <RoomEventsPanel crawlerLoaded hasRoom={hasRoom} state={events} /> : null}
            </div>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            {room}
            {rest ? (
              <>
                {status}
                {spectating}
                {overview}
                <CollapsibleSection title={T.dungeonMap} icon={<MapIcon aria-hidden className="size-5" />}>
                  <DungeonMapPanel crawlerId={crawlerId} floor={floor} currentRoom={currentRoom.data} ready={ready} bare />
                </CollapsibleSection>
                <CollapsibleSection title={T.recentEvents} icon={<ScrollText aria-hidden className="size-5" />} defaultOpen>
                  <RoomEventsPanel crawlerLoaded hasRoom={hasRoom} state={events} bare />
                </CollapsibleSection>
              </>
            ) : null}
          </div>
        )}
      </div>
    </RoomEventsDispatchContext.Provider>
  );
}

import { memo } from 'react';
import { ScrollText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { ROOM_EVENT_TYPES, type RoomEvent, type RoomEventsState } from '../../../state/room-events.ts';
import { CRAWLER_PAGE_TEXT as T } from '../crawler-page-text.ts';
import { EVENT_STYLE } from './event-style.ts';

export interface RoomEventsPanelProps {
  crawlerLoaded: boolean;
  hasRoom: boolean;
  state: RoomEventsState;
  bare?: boolean;
}

export function formatEventTime(timestamp: number): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** The one line that says where the log stands. */
export function eventsStatusText({ crawlerLoaded, hasRoom, state }: Omit<RoomEventsPanelProps, 'bare'>): string | null {
  if (!crawlerLoaded) return T.loadingCrawlerData;
  if (!hasRoom) return T.waitingRoomData;
  if (state.events.length === 0) return T.waitingActivity;
  return null;
}

/** The crawler page's panel 5: the room's events, newest first, announced politely to screen readers. */
export const RoomEventsPanel = memo(function RoomEventsPanel({ crawlerLoaded, hasRoom, state, bare = false }: RoomEventsPanelProps) {
  const status = eventsStatusText({ crawlerLoaded, hasRoom, state });
  const body = (
    <div className="flex flex-col gap-3">
      {state.enteredAt !== null && hasRoom ? <p className="text-xs text-ash">{T.roomEntered(formatEventTime(state.enteredAt))}</p> : null}
      {/* The log scrolls: focusable, so a keyboard can scroll it too (WCAG 2.1.1); the entries stay a list. */}
      <div
        role="log"
        aria-live="polite"
        aria-label="Room events"
        tabIndex={0}
        className="max-h-72 min-h-16 overflow-y-auto rounded-md pr-1 focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none"
      >
        <ol className="flex flex-col gap-1.5">
          {status ? <li className="py-3 text-center text-sm text-ash italic">{status}</li> : null}
          {state.events.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ol>
      </div>
      <EventLegend />
    </div>
  );
  if (bare) return <div className="p-3 pt-1">{body}</div>;
  return (
    <Card aria-labelledby="events-heading">
      <CardHeader className="pb-2">
        <CardTitle id="events-heading">
          <ScrollText aria-hidden className="size-5" />
          {T.eventsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
});

function EventRow({ event }: { event: RoomEvent }) {
  const style = EVENT_STYLE[event.type];
  return (
    <li className={cn('flex items-start gap-2 rounded-md border px-2 py-1.5 text-sm', style.chip, event.priority === 'high' && 'font-semibold')}>
      <style.Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', style.text)} />
      <span className="sr-only">{style.label}: </span>
      <span className="min-w-0 flex-1 break-words text-bone">{event.message}</span>
      <time dateTime={new Date(event.timestamp).toISOString()} className="shrink-0 font-mono text-[11px] text-ash">
        {formatEventTime(event.timestamp)}
      </time>
    </li>
  );
}

function EventLegend() {
  return (
    <ul aria-label="Event types" className="grid grid-cols-3 gap-x-2 gap-y-1 text-xs text-ash">
      {ROOM_EVENT_TYPES.map((type) => {
        const style = EVENT_STYLE[type];
        return (
          <li key={type} className="flex items-center gap-1.5">
            <style.Icon aria-hidden className={cn('size-3.5 shrink-0', style.text)} />
            {style.label}
          </li>
        );
      })}
    </ul>
  );
}

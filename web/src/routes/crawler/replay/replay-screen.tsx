import { ArrowLeft, FileText, Film, House } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import type { LogPage } from '#contract/record.ts';
import { describeEntry } from '#game/event-log.ts';
import { describeScene } from '../../../canvas/scene.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { replayRooms } from '../../../state/replay-rooms.ts';
import { replayPicture } from '../../../state/replay-scene.ts';
import { buildReplay, elapsedMs, type Replay } from '../../../state/replay.ts';
import { ReplayCanvas } from './replay-canvas.tsx';
import { ReplayControls } from './replay-controls.tsx';
import { ReplayEventList } from './replay-event-list.tsx';
import { ReplayHud } from './replay-hud.tsx';
import { REPLAY_TEXT as T } from './replay-text.ts';
import { usePlayback, type Playback } from './use-playback.ts';

/** How the replay ends: dead, retired at a season's end, or still alive when the log was read. */
export function replayOutcome(replay: Replay): keyof typeof T.status {
  if (replay.deathIndex !== null) return 'dead';
  return replay.frames.at(-1)?.alive === false ? 'retired' : 'alive';
}

/** Space plays and pauses, except where Space already means something (buttons, links, text, checkboxes). */
function useSpaceToggles(toggle: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target instanceof HTMLElement ? e.target : null;
      const tag = el?.tagName;
      const ownsSpace = el?.isContentEditable || tag === 'BUTTON' || tag === 'A' || tag === 'SELECT' || tag === 'TEXTAREA' || (tag === 'INPUT' && (el as HTMLInputElement).type !== 'range');
      if (ownsSpace) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
}

/**
 * Who is watching: the sponsor gets a way back to the crawler page; a visitor who is not signed in
 * (no header on the page) a way home.
 */
export type ReplayViewer = 'sponsor' | 'signed-in' | 'visitor';

export function ReplayScreen({ crawlerId, page, viewer = 'visitor' }: { crawlerId: string; page: LogPage; viewer?: ReplayViewer }) {
  const replay = useMemo(() => buildReplay({ crawlerId: page.crawlerId, seed: page.seed, entries: page.entries }), [page]);
  const rooms = useMemo(() => replayRooms(page.seed, page.entries), [page]);
  const playback = usePlayback(replay);
  useSpaceToggles(playback.toggle);
  const outcome = replayOutcome(replay);
  const season = replay.entries[0]?.kind === 'sponsored' ? replay.entries[0].data.seasonNumber : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <nav aria-label="Crawler pages" className="flex flex-wrap gap-2">
        {viewer === 'visitor' ? (
          <Button asChild variant="ghost" size="sm">
            <Link to="/">
              <House aria-hidden />
              {T.backHome}
            </Link>
          </Button>
        ) : null}
        {viewer === 'sponsor' ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/crawler/${encodeURIComponent(crawlerId)}`}>
              <ArrowLeft aria-hidden />
              {T.crawlerPage}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="sm">
          <Link to={`/crawler/${encodeURIComponent(crawlerId)}/report`}>
            <FileText aria-hidden />
            {T.report}
          </Link>
        </Button>
      </nav>
      <header className="mt-2">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.3em] text-gold-500">
          <Film aria-hidden className="size-3.5" />
          {T.eyebrow}
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-2xl font-bold break-words text-bone sm:text-3xl">
          {replay.name}
          <Badge variant={outcome === 'dead' ? 'destructive' : outcome === 'alive' ? 'live' : 'stone'} className="font-sans">
            {T.status[outcome]}
          </Badge>
        </h1>
        <p className="mt-1 text-sm text-ash">
          Crawler #{crawlerId}
          {season !== null ? ` • Season ${season}` : ''} • {replay.entries.length} {replay.entries.length === 1 ? 'event' : 'events'}
        </p>
      </header>
      <ReplayBody replay={replay} rooms={rooms} playback={playback} />
    </div>
  );
}

function ReplayBody({ replay, rooms, playback }: { replay: Replay; rooms: ReturnType<typeof replayRooms>; playback: Playback }) {
  const { index } = playback;
  const entry = replay.entries[index]!;
  const frame = replay.frames[index]!;
  const picture = useMemo(() => replayPicture(replay, rooms, index), [replay, rooms, index]);
  const room = frame.roomId === null ? undefined : rooms.get(frame.roomId);
  const roomName = room?.current.room.name ?? T.noRoom;

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card aria-labelledby="replay-room-heading">
        <CardContent className="flex flex-col gap-3 pt-5">
          <h2 id="replay-room-heading" className="font-display text-lg font-bold break-words text-gold-300">
            {roomName}
            <span className="ml-2 align-middle font-sans text-xs font-semibold text-ash">Floor {frame.floor}</span>
          </h2>
          {picture.scene ? (
            <ReplayCanvas replay={replay} rooms={rooms} clock={playback.clock} scene={picture.scene} label={describeScene(picture.scene)} />
          ) : (
            <p className="rounded-lg border border-rubble bg-abyss px-4 py-16 text-center text-sm text-ash">{T.noRoom}</p>
          )}
          <p aria-live={playback.playing ? 'off' : 'polite'} className="min-h-10 rounded-md bg-abyss/60 px-3 py-2 text-sm break-words text-bone">
            <span className="mr-2 font-mono text-xs text-ash">#{entry.seq}</span>
            {describeEntry(replay.name, entry)}
          </p>
          <ReplayControls replay={replay} playback={playback} />
          <p className="text-xs text-ash/80">{T.help}</p>
        </CardContent>
      </Card>
      <div className="flex min-w-0 flex-col gap-4">
        <Card aria-label="Crawler at this event">
          <CardContent className="pt-5">
            <ReplayHud frame={frame} roomName={roomName} tick={entry.tick} elapsedMs={elapsedMs(replay, index)} at={entry.at} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5">
            <ReplayEventList replay={replay} index={index} onSeek={playback.seek} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

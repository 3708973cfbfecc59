import { Pause, Play, SkipBack, SkipForward, Skull, StepForward } from 'lucide-react';
import { useId } from 'react';
import { describeEntry } from '#game/event-log.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { endIndex, indexOfSeq, nextRoomChange, previousRoomChange, REPLAY, timeOfIndex, type Replay } from '../../../state/replay.ts';
import type { Playback } from './use-playback.ts';
import { formatClock } from './replay-format.ts';
import { REPLAY_TEXT as T } from './replay-text.ts';

/** Play/pause, the room and death jumps, the speeds and the scrubber (by event number). */
export function ReplayControls({ replay, playback }: { replay: Replay; playback: Playback }) {
  const { index, playing, speed } = playback;
  const scrubberId = useId();
  const entry = replay.entries[index]!;
  const first = replay.entries[0]!.seq;
  const last = replay.entries.at(-1)!.seq;
  const previous = previousRoomChange(replay, index);
  const next = nextRoomChange(replay, index);
  const end = endIndex(replay);
  const died = replay.deathIndex !== null;

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Playback" className="flex flex-wrap items-center gap-2">
        <Button variant="primary" size="sm" onClick={playback.toggle} aria-keyshortcuts="Space" className="min-w-20">
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {playing ? T.pause : T.play}
        </Button>
        <Button size="sm" onClick={() => previous !== null && playback.seek(previous)} disabled={previous === null}>
          <SkipBack aria-hidden />
          {T.previousRoom}
        </Button>
        <Button size="sm" onClick={() => next !== null && playback.seek(next)} disabled={next === null}>
          <SkipForward aria-hidden />
          {T.nextRoom}
        </Button>
        <Button size="sm" variant={died ? 'destructive' : 'secondary'} onClick={() => playback.seek(end)} disabled={index === end}>
          {died ? <Skull aria-hidden /> : <StepForward aria-hidden />}
          {died ? T.jumpToDeath : T.jumpToEnd}
        </Button>
      </div>
      <div role="group" aria-label={T.speed} className="flex flex-wrap items-center gap-1.5">
        <span className="mr-1 text-xs text-ash" aria-hidden>
          Speed
        </span>
        {REPLAY.speeds.map((s) => (
          <Button key={s} size="sm" variant={s === speed ? 'outline' : 'ghost'} aria-pressed={s === speed} onClick={() => playback.setSpeed(s)} className="px-2.5">
            {s}x
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2 text-xs text-ash">
          <label htmlFor={scrubberId}>
            {T.scrubber} {entry.seq} of {last}
          </label>
          <span className="font-mono" aria-hidden>
            {formatClock(timeOfIndex(replay, index))} / {formatClock(replay.duration)}
          </span>
        </div>
        <input
          id={scrubberId}
          type="range"
          min={first}
          max={last}
          step={1}
          value={entry.seq}
          aria-valuetext={`Event ${entry.seq} of ${last}: ${describeEntry(replay.name, entry)}`}
          onChange={(e) => playback.seek(indexOfSeq(replay, Number(e.currentTarget.value)))}
          className={cn(
            'w-full cursor-pointer rounded-full accent-gold-400',
            'focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:ring-offset-2 focus-visible:ring-offset-abyss focus-visible:outline-none',
          )}
        />
      </div>
    </div>
  );
}

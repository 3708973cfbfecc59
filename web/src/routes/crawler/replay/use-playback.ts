import { useCallback, useEffect, useMemo, useState } from 'react';
import { PlaybackClock } from '../../../state/playback-clock.ts';
import { indexAtTime, timeOfIndex, type Replay, type ReplaySpeed } from '../../../state/replay.ts';

/**
 * The replay's clock for React: the canvas reads the clock every frame; React hears only of a new
 * entry (the HUD, the event text and the list change per entry, not per frame), of the end, and of
 * what the controls did.
 */
export function usePlayback(replay: Replay) {
  const clock = useMemo(() => new PlaybackClock(replay.duration), [replay]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<ReplaySpeed>(clock.speed);

  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    const tick = () => {
      const now = performance.now();
      setIndex(indexAtTime(replay, clock.timeAt(now)));
      if (clock.ended(now)) {
        clock.pause(now);
        setPlaying(false);
        return;
      }
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing, clock, replay]);

  const play = useCallback(() => {
    const now = performance.now();
    clock.play(now);
    setIndex(indexAtTime(replay, clock.timeAt(now)));
    setPlaying(true);
  }, [clock, replay]);
  const pause = useCallback(() => {
    clock.pause(performance.now());
    setPlaying(false);
  }, [clock]);
  const toggle = useCallback(() => (clock.playing ? pause() : play()), [clock, play, pause]);
  /** Shows entry `i` (and plays on from it when playing). */
  const seek = useCallback(
    (i: number) => {
      const target = Math.min(Math.max(0, i), replay.entries.length - 1);
      clock.seek(timeOfIndex(replay, target), performance.now());
      setIndex(target);
    },
    [clock, replay],
  );
  const setSpeed = useCallback(
    (s: ReplaySpeed) => {
      clock.setSpeed(s, performance.now());
      setSpeedState(s);
    },
    [clock],
  );

  return { clock, index, playing, speed, play, pause, toggle, seek, setSpeed };
}
export type Playback = ReturnType<typeof usePlayback>;

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { describeEntry } from '#game/event-log.ts';
import { cn } from '../../../lib/cn.ts';
import type { Replay } from '../../../state/replay.ts';
import { REPLAY_TEXT as T } from './replay-text.ts';

/** Entries listed each side of the current one (a long life has thousands; the slider reaches them all). */
export const EVENT_LIST_WINDOW = 100;

/** The entries the list shows: position samples only when asked for. */
export function listedEntries(replay: Replay, showMoves: boolean): number[] {
  const out: number[] = [];
  replay.entries.forEach((e, i) => {
    if (showMoves || e.kind !== 'moved') out.push(i);
  });
  return out;
}

/** Which listed entry is current at `index` (the last listed at or before it), as a position in `listed`. */
export function currentListed(listed: readonly number[], index: number): number {
  let found = 0;
  for (let p = 0; p < listed.length && listed[p]! <= index; p++) found = p;
  return found;
}

/**
 * The log as text: the accessible view of what the canvas shows. Clicking an entry seeks to it; the
 * current one is marked and kept in view inside the list (the page itself does not scroll).
 */
export function ReplayEventList({ replay, index, onSeek }: { replay: Replay; index: number; onSeek: (index: number) => void }) {
  const [showMoves, setShowMoves] = useState(false);
  const toggleId = useId();
  const listed = useMemo(() => listedEntries(replay, showMoves), [replay, showMoves]);
  const current = currentListed(listed, index);
  const from = Math.max(0, current - EVENT_LIST_WINDOW);
  const to = Math.min(listed.length, current + EVENT_LIST_WINDOW + 1);
  const listRef = useRef<HTMLOListElement>(null);
  const currentRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const item = currentRef.current?.parentElement;
    if (!list || !item) return;
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = Math.max(0, top - list.clientHeight / 3);
  }, [current, showMoves]);

  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-base font-bold text-gold-300">{T.events}</h2>
        <label htmlFor={toggleId} className="flex items-center gap-2 text-xs text-ash">
          <input id={toggleId} type="checkbox" checked={showMoves} onChange={(e) => setShowMoves(e.currentTarget.checked)} className="size-4 accent-gold-400" />
          {T.showMoves}
        </label>
      </div>
      {from > 0 || to < listed.length ? (
        <p className="text-xs text-ash">
          Showing {from + 1}–{to} of {listed.length} events around the current one.
        </p>
      ) : null}
      <ol ref={listRef} aria-label={T.events} className="max-h-80 overflow-y-auto rounded-md border border-rubble bg-abyss/60 p-1 lg:max-h-[28rem]">
        {listed.slice(from, to).map((i, k) => {
          const e = replay.entries[i]!;
          const isCurrent = from + k === current;
          return (
            <li key={e.seq}>
              <button
                type="button"
                ref={isCurrent ? currentRef : undefined}
                onClick={() => onSeek(i)}
                aria-current={isCurrent ? 'true' : undefined}
                className={cn(
                  'flex w-full items-baseline gap-2 rounded px-2 py-1 text-left text-sm transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none',
                  isCurrent ? 'bg-gold-900/50 text-gold-100' : 'text-bone/85 hover:bg-vault',
                )}
              >
                <span className="w-10 shrink-0 text-right font-mono text-xs text-ash">#{e.seq}</span>
                <span className="min-w-0 break-words">{describeEntry(replay.name, e)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

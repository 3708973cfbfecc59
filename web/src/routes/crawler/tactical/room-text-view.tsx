import { ChevronDown, ScrollText } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RoomScene } from '../../../canvas/scene.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { SpeechBubble } from '../../../state/npc-speech.ts';
import { roomTextEntries, roomTextSummary } from '../../../state/room-text.ts';

/** Whether the text view was left open, kept per browser so a screen-reader user opens it once. */
const STORAGE_KEY = 'ctf-room-text-view';

function readOpen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'open';
  } catch {
    return false;
  }
}

export function useRoomTextViewOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(readOpen);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? 'open' : 'closed');
    } catch {
      // Private mode or storage full: the choice lasts for this page only.
    }
  }, []);
  return [open, setOpen];
}

/**
 * The room as text (docs/decisions/0017-seeing-palette-and-motion.md): every thing the canvas draws, with health, distance and
 * compass direction, nearest first. The list follows the crawler as it walks but is not a live region
 * (it would flood a screen reader at every step); only the summary line, which changes when something
 * arrives, dies, leaves or is picked up, is announced politely.
 */
export function RoomTextView({
  scene,
  self,
  targetId,
  bubbles,
  open,
  onOpenChange,
}: {
  scene: RoomScene;
  self: { x: number; y: number };
  targetId: string | null;
  bubbles: readonly SpeechBubble[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const regionId = useId();
  const headingId = useId();
  const entries = useMemo(
    () => (open ? roomTextEntries(scene, { x: self.x, y: self.y }, { targetId, says: (id) => bubbles.find((b) => b.id === id)?.text }) : []),
    [open, scene, self.x, self.y, targetId, bubbles],
  );
  const summary = roomTextSummary(scene);

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" size="sm" className="self-start" aria-expanded={open} aria-controls={regionId} onClick={() => onOpenChange(!open)}>
        <ScrollText aria-hidden />
        {open ? 'Hide room text view' : 'Show room text view'}
        <ChevronDown aria-hidden className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
      </Button>
      {open ? (
        <section id={regionId} aria-labelledby={headingId} className="rounded-md border border-rubble bg-abyss/60 p-3">
          <h3 id={headingId} className="text-sm font-semibold text-gold-200">
            Room text view
          </h3>
          <p role="status" aria-live="polite" className="mt-1 text-sm text-bone">
            {summary}
          </p>
          <ul aria-label="Things in the room, nearest first" className="mt-2 flex flex-col gap-1 text-sm text-bone">
            {entries.map((e) => (
              <li key={e.id} data-entity-id={e.id} className="rounded bg-crypt/70 px-2 py-1">
                {e.text}
                {e.kind === 'player' && /^crawler-\d+$/.test(e.id) ? (
                  <>
                    {' '}
                    {/* Another sponsor's crawler here: watch it (spectating from the room's player list). */}
                    <Link to={`/watch/${e.id.slice('crawler-'.length)}`} aria-label={`Watch ${e.text.split(',')[0]}`} className="rounded-sm text-gold-300 underline focus-visible:ring-2 focus-visible:ring-gold-300 focus-visible:outline-none">
                      Watch
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

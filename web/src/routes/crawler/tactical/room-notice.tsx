import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a refusal stays under the room after the last press that earned it. */
export const NOTICE_MS = 4_000;

export interface RoomNotice {
  /** What the notice is about ('attack:cooldown'): a press for the same reason while it shows changes nothing. */
  reason: string;
  title: string;
  description: string;
}

/**
 * Why the last intent was refused, once, where the player is looking (under the room), instead of a
 * toast per key press. A press refused for the reason already shown keeps the line (and its words:
 * a screen reader hears it once); another reason replaces it.
 */
export function useRoomNotice() {
  const [notice, setNotice] = useState<RoomNotice | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const say = useCallback((next: RoomNotice) => {
    setNotice((shown) => (shown?.reason === next.reason ? shown : next));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { notice, say };
}

/** The notice line: always in the page (a polite live region announces what appears in it). */
export function RoomNoticeLine({ notice }: { notice: RoomNotice | null }) {
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-ember-400">
      {notice ? (
        <>
          <strong className="font-semibold">{notice.title}:</strong> {notice.description}
        </>
      ) : null}
    </p>
  );
}

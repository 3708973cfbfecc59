import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { GAME_SCOPE_ATTRIBUTE } from '../../../actions/manager.ts';
import type { PointerPick } from '../../../actions/room-actions.ts';
import type { RoomCombatView } from '../../../canvas/frame.ts';
import { canvasPoint, isTap, MIN_REACH_PX, pickAt, type PointerMark } from '../../../canvas/hit-test.ts';
import { RedrawScheduler } from '../../../canvas/redraw.ts';
import { RoomRenderer } from '../../../canvas/room-renderer.ts';
import type { RoomScene } from '../../../canvas/scene.ts';
import type { CanvasLayout } from '../../../canvas/sizing.ts';
import { useModalOpen, usePageVisible } from '../../../lib/modal-presence.ts';
import { useAppearance } from '../../../state/display-settings.ts';
import type { RoomSession } from '../../../state/room-session.ts';

const MAX_DPR = 2;
const FOLLOW_MARGIN_PX = 48;
/** How often the room under a modal dialog is brought up to date. */
const COVERED_FRAME_MS = 1_000;

/** When the canvas scrolls in its frame, keeps the player in view. */
function follow(frame: HTMLElement | null, layout: CanvasLayout, x: number, y: number): void {
  if (!frame || !layout.scrolls) return;
  const px = x * layout.pxPerPercentX;
  const py = y * layout.pxPerPercentY;
  if (px < frame.scrollLeft + FOLLOW_MARGIN_PX) frame.scrollLeft = Math.max(0, px - FOLLOW_MARGIN_PX);
  else if (px > frame.scrollLeft + frame.clientWidth - FOLLOW_MARGIN_PX) frame.scrollLeft = px - frame.clientWidth + FOLLOW_MARGIN_PX;
  if (py < frame.scrollTop + FOLLOW_MARGIN_PX) frame.scrollTop = Math.max(0, py - FOLLOW_MARGIN_PX);
  else if (py > frame.scrollTop + frame.clientHeight - FOLLOW_MARGIN_PX) frame.scrollTop = py - frame.clientHeight + FOLLOW_MARGIN_PX;
}

/**
 * Escape hands the keys back to the page: the room lets go of focus, and Tab or Shift+Tab then moves
 * on from it to the controls after or before it. The browser counts from the element it left, and
 * Shift+Tab would land on the room again: it stays out of the tab order until focus lands elsewhere.
 */
function leaveOnEscape(event: ReactKeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'Escape' || event.target !== event.currentTarget) return;
  event.preventDefault();
  const frame = event.currentTarget;
  frame.tabIndex = -1;
  frame.blur();
  document.addEventListener('focusin', () => (frame.tabIndex = 0), { once: true });
}

/**
 * Hosts the three canvas layers and runs the loop: update the session, then render what it holds
 * when that differs from the last frame (canvas/redraw.ts).
 * React only sizes the canvases; the renderer draws. The frame is the game's focus area: while it has
 * focus (a click on it, Tab to it, or on arrival) the game keys act on the game only, shown by a ring;
 * Escape or a click elsewhere gives them back to the page.
 */
export function RoomCanvas({
  session,
  layout,
  label,
  view,
  onPick,
  describedBy,
  autoFocus = false,
  onFocusChange,
}: {
  session: RoomSession<RoomScene>;
  layout: CanvasLayout;
  label: string;
  /** The fight's part of each frame (target ring, range, speech, damage numbers). */
  view?: RefObject<RoomCombatView>;
  /** A click or tap landed on a character or loot. */
  onPick?: (pick: PointerPick) => void;
  /** The id of the line that says which keys do what (and that Escape leaves). */
  describedBy?: string;
  /** Take focus on arrival when nothing else has it, so the first key press is the game's. */
  autoFocus?: boolean;
  /** The frame gained or lost focus (the page says whether the keys are the game's). */
  onFocusChange?: (focused: boolean) => void;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    const active = document.activeElement;
    if (active === null || active === document.body) frameRef.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  const staticRef = useRef<HTMLCanvasElement>(null);
  const entityRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const layoutRef = useRef(layout);
  useEffect(() => {
    layoutRef.current = layout;
  }, [layout]);
  // The account's palette and reduced motion, read by the loop each frame.
  const appearance = useAppearance();
  const appearanceRef = useRef(appearance);
  useEffect(() => {
    appearanceRef.current = appearance;
    session.setReducedMotion(appearance.reducedMotion);
  }, [appearance, session]);

  // In a background tab nobody sees the room: the loop stops. Under a modal dialog the dimmed room
  // is still faintly seen: it is brought up to date once a second instead of every animation frame.
  const covered = useModalOpen();
  const visible = usePageVisible();

  useEffect(() => {
    const s = staticRef.current;
    const e = entityRef.current;
    const o = overlayRef.current;
    if (!s || !e || !o || !visible) return;
    const renderer = new RoomRenderer({ static: s, entities: e, overlay: o });
    const scheduler = new RedrawScheduler();
    let raf = 0;
    let timer = 0;
    const next = () => {
      if (covered) timer = window.setTimeout(() => tick(performance.now()), COVERED_FRAME_MS);
      else raf = requestAnimationFrame(tick);
    };
    const tick = (now: number) => {
      renderer.setAppearance(appearanceRef.current);
      session.update(now);
      const room = session.room;
      if (room) {
        const frame = session.frame(now);
        const dpr = Math.min(MAX_DPR, window.devicePixelRatio || 1);
        const inputs = { scene: room.scene, layout: layoutRef.current, dpr, appearance: appearanceRef.current, showGrid: session.showGrid, frame, view: view?.current, now };
        // A still room draws nothing: only a change or a running animation costs a frame.
        if (scheduler.shouldDraw(inputs)) {
          renderer.render(room.scene, inputs.layout, dpr, frame, inputs.showGrid, now, inputs.view);
          scheduler.drawn(inputs);
          // The room this canvas has drawn, for journeys and bench/client-navigation.bench.ts to wait on.
          const drawn = String(room.scene.roomId);
          if (s.dataset.drawnRoom !== drawn) s.dataset.drawnRoom = drawn;
          if (frame.phase === 'idle') follow(frameRef.current, inputs.layout, frame.x, frame.y);
        }
      }
      next();
    };
    next();
    return () => {
      cancelAnimationFrame(raf);
      window.clearTimeout(timer);
    };
  }, [session, view, covered, visible]);

  // Tap or click to target: pointer events serve mouse, pen and touch alike. A press that drags (a
  // finger scrolling a canvas larger than its frame) or that the browser takes over (pointercancel)
  // picks nothing; a tap on empty floor picks nothing either.
  const pressRef = useRef<PointerMark | null>(null);
  const mark = (event: ReactPointerEvent<HTMLCanvasElement>): PointerMark => ({ pointerId: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp });
  const pointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    pressRef.current = mark(event);
  };
  const pointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const down = pressRef.current;
    pressRef.current = null;
    const room = session.room;
    if (!room || !onPick || !isTap(down, mark(event))) return;
    const point = canvasPoint(event.currentTarget.getBoundingClientRect(), event);
    const reach = event.pointerType === 'mouse' ? MIN_REACH_PX.mouse : MIN_REACH_PX.touch;
    const pick = pickAt(layoutRef.current, point, room.scene, session.frame(performance.now()).movers, reach);
    if (pick) onPick(pick);
  };

  const size = { width: layout.width, height: layout.height };
  return (
    <div
      ref={frameRef}
      data-palette={appearance.palette.name}
      {...{ [GAME_SCOPE_ATTRIBUTE]: '' }}
      // An application: a screen reader passes the keys through to the game while it has focus.
      role="application"
      aria-label="Tactical room"
      aria-describedby={describedBy}
      tabIndex={0}
      onKeyDown={leaveOnEscape}
      onFocus={() => onFocusChange?.(true)}
      onBlur={() => onFocusChange?.(false)}
      className="mx-auto overflow-auto rounded-lg border border-rubble bg-abyss shadow-inner outline-none focus:ring-2 focus:ring-gold-300 focus:ring-offset-2 focus:ring-offset-abyss"
      style={{ maxWidth: layout.maxWidth, maxHeight: layout.maxHeight, width: Math.min(layout.width, layout.maxWidth) + 2 }}
    >
      <div className="relative" style={size}>
        <canvas
          ref={staticRef}
          role="img"
          aria-label={label}
          className="absolute inset-0 cursor-crosshair"
          style={size}
          onPointerDown={pointerDown}
          onPointerUp={pointerUp}
          onPointerCancel={() => (pressRef.current = null)}
        />
        <canvas ref={entityRef} aria-hidden className="pointer-events-none absolute inset-0" style={size} />
        <canvas ref={overlayRef} aria-hidden className="pointer-events-none absolute inset-0" style={size} />
      </div>
    </div>
  );
}

import { COMBAT } from '#game/constants.ts';

// Position reports (throttled to 200 ms, queued updates merged; a forced variant bypasses the
// throttle). The throttle remembers what was last sent; asking it with the current position says
// whether to send now. Reports in between merge into the latest one. Pure: time comes in.

export const POSITION_REPORT_MS = COMBAT.tickMs;
/** Moves smaller than this (room percent) are not worth a report. */
const EPSILON = 0.01;

export type ReportMode = 'throttled' | 'now' | 'forced';

export interface SentPosition {
  roomId: number;
  x: number;
  y: number;
  at: number;
}

/** How many sent positions are remembered for `settled`. */
const HISTORY = 8;

export class PositionThrottle {
  last: SentPosition | null = null;
  private readonly intervalMs: number;
  private history: SentPosition[] = [];

  constructor(intervalMs: number = POSITION_REPORT_MS) {
    this.intervalMs = intervalMs;
  }

  /** The server already has this position (entering a room, a correction): nothing to report. */
  reset(roomId: number, x: number, y: number, at: number): void {
    this.last = { roomId, x, y, at };
    this.history = [this.last];
  }

  /**
   * The newest position sent at least `ageMs` ago: where the server surely has the crawler by now
   * (a report is applied at the next tick). Range checks the server repeats (pick-ups) use it.
   */
  settled(now: number, ageMs: number): SentPosition | null {
    for (let i = this.history.length - 1; i >= 0; i--) {
      const p = this.history[i]!;
      if (now - p.at >= ageMs) return p;
    }
    return null;
  }

  /**
   * The position to report now, or null; records it as sent. 'throttled': only when it changed and
   * 200 ms have passed; 'now': when it changed, at once; 'forced': always (spec's forced variant).
   */
  take(roomId: number, x: number, y: number, now: number, mode: ReportMode = 'throttled'): SentPosition | null {
    const last = this.last;
    const changed = !last || last.roomId !== roomId || Math.abs(last.x - x) > EPSILON || Math.abs(last.y - y) > EPSILON;
    if (!changed && mode !== 'forced') return null;
    if (mode === 'throttled' && last && last.roomId === roomId && now - last.at < this.intervalMs) return null;
    this.last = { roomId, x, y, at: now };
    this.history = [...this.history.filter((p) => p.roomId === roomId), this.last].slice(-HISTORY);
    return this.last;
  }
}

import { REPLAY, type ReplaySpeed } from './replay.ts';

/**
 * The replay's clock: playback time as a function of the wall clock, so the render loop reads the
 * time of any frame without the clock being advanced frame by frame. Times are ms; `wallMs` is
 * whatever monotonic clock the caller uses (performance.now() in the page, plain numbers in tests).
 */
export class PlaybackClock {
  private base = 0;
  private since = 0;
  private running = false;
  private rate: ReplaySpeed = REPLAY.speeds[0];

  constructor(readonly duration: number) {}

  get playing(): boolean {
    return this.running;
  }
  get speed(): ReplaySpeed {
    return this.rate;
  }

  /** Playback time at `wallMs`, within 0..duration. */
  timeAt(wallMs: number): number {
    const t = this.running ? this.base + (wallMs - this.since) * this.rate : this.base;
    return Math.min(this.duration, Math.max(0, t));
  }

  /** Whether playback has reached the end at `wallMs`. */
  ended(wallMs: number): boolean {
    return this.timeAt(wallMs) >= this.duration;
  }

  /** Plays from where it is (from the start when it had ended). */
  play(wallMs: number): void {
    if (this.running) return;
    this.base = this.ended(wallMs) ? 0 : this.timeAt(wallMs);
    this.since = wallMs;
    this.running = true;
  }

  pause(wallMs: number): void {
    this.base = this.timeAt(wallMs);
    this.running = false;
  }

  /** Moves to `time`; keeps playing if it was. */
  seek(time: number, wallMs: number): void {
    this.base = Math.min(this.duration, Math.max(0, time));
    this.since = wallMs;
  }

  setSpeed(speed: ReplaySpeed, wallMs: number): void {
    this.base = this.timeAt(wallMs);
    this.since = wallMs;
    this.rate = speed;
  }
}

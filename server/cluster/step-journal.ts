// When this process stepped each live room: runs of steps, [first, last] each, so an
// operator (and the cluster test) can see that no room was ever stepped by two processes at once.
// A run ends when the room goes unstepped for longer than a second (it slept, or moved away).

/** Steps further apart than this start a new run (a tick is 200 ms). */
const RUN_GAP_MS = 1_000;
/** Runs kept per room, and rooms kept: a bound, not a history. */
const RUNS_PER_ROOM = 16;
const ROOMS_KEPT = 20_000;

export interface StepRun {
  roomId: number;
  /** Epoch ms of the run's first and last step. */
  from: number;
  to: number;
  steps: number;
}

export function createStepJournal() {
  const runs = new Map<number, StepRun[]>();
  return {
    stepped(roomId: number, at: number): void {
      let list = runs.get(roomId);
      if (!list) {
        runs.set(roomId, (list = []));
        if (runs.size > ROOMS_KEPT) runs.delete(runs.keys().next().value!);
      }
      const last = list[list.length - 1];
      if (last && at - last.to <= RUN_GAP_MS) {
        last.to = at;
        last.steps++;
        return;
      }
      list.push({ roomId, from: at, to: at, steps: 1 });
      if (list.length > RUNS_PER_ROOM) list.shift();
    },
    runs(): StepRun[] {
      return [...runs.values()].flat().map((r) => ({ ...r }));
    },
  };
}
export type StepJournal = ReturnType<typeof createStepJournal>;

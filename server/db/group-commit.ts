// Requests that each need a short write transaction, run as groups (a group commit, decision 0046):
// a request that arrives while no group is under way starts one at once (alone, on a quiet server);
// those that arrive while one is under way wait, then go together in the next. A group is one
// transaction whose statements serve all its requests, so under load the transactions and statements
// per request fall instead of the requests queueing for the database one by one.

/** One request's answer inside a group: its value, or the refusal that concerns it alone. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface GroupCommit<Req, Res> {
  /** Resolves with the request's value once its group committed; rejects with its refusal or the group's failure. */
  submit(request: Req): Promise<Res>;
}

/**
 * `run` serves a group in one transaction, answering each request in order; it throws when the
 * transaction failed (nothing of it was written). A failed group of several goes again one request at
 * a time, so one request's failure (a constraint, a bad row) is its own and not its neighbours'.
 */
export function createGroupCommit<Req, Res>(run: (group: readonly Req[]) => Promise<Settled<Res>[]>, maxGroup: number): GroupCommit<Req, Res> {
  const waiting: { request: Req; resolve: (value: Res) => void; reject: (err: unknown) => void }[] = [];
  let draining: Promise<void> | null = null;

  async function alone(request: Req): Promise<Settled<Res>> {
    try {
      return (await run([request]))[0]!;
    } catch (error) {
      return { ok: false, error };
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length) {
      const group = waiting.splice(0, maxGroup);
      let answers: Settled<Res>[];
      try {
        answers = await run(group.map((g) => g.request));
      } catch (error) {
        answers = [];
        if (group.length === 1) answers.push({ ok: false, error });
        else for (const g of group) answers.push(await alone(g.request));
      }
      group.forEach((g, i) => {
        const answer = answers[i] ?? { ok: false, error: new Error('group commit: a request was not answered') };
        if (answer.ok) g.resolve(answer.value);
        else g.reject(answer.error);
      });
    }
  }

  function start(): void {
    // The requests of the current turn of the event loop join the first group.
    draining = Promise.resolve()
      .then(drain)
      .finally(() => {
        draining = null;
        // Arrived between the last group's answers and here: they start the next.
        if (waiting.length) start();
      });
  }

  return {
    submit(request) {
      return new Promise<Res>((resolve, reject) => {
        waiting.push({ request, resolve, reject });
        if (!draining) start();
      });
    },
  };
}

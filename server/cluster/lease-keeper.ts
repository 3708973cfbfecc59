// This process's share of the dungeon's shards (docs/decisions/0015-cluster.md). Every
// LEASE.renewMs it beats in cluster_nodes, renews the leases it holds, and takes free shards (none
// held, or expired) until it holds its fair share (SHARD_COUNT over the processes alive); above its
// share it hands shards over, one a round, so a process that joins gets work. A process that dies
// stops renewing: its leases expire within LEASE.ttlMs and the others take them. In a real cluster
// a dead process is seen sooner: its keeper session (named, cluster-repository.ts sessionName) is
// gone from pg_stat_activity, so the first round after that frees its leases and leaves it out of
// the fair shares (decision 0041).
//
// Safety: a process counts a lease as its own only until LEASE.ttlMs - LEASE.marginMs after it sent
// the renewal, measured on its own monotonic clock; the database's expiry is at least LEASE.ttlMs
// after it received it. So a process that stalls (or loses the database) stops stepping a shard's
// rooms before anyone else may take the shard; and each tick's write checks the lease again in its
// own transaction (stillHeld), so even a stale process cannot write.
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterRepository, HeldLease, LeaseRow } from '../repositories/cluster-repository.ts';
import { SHARD_COUNT } from './shards.ts';
import { LeaseChange } from '../metrics/series-labels.ts';

export const LEASE = {
  /** How often a process renews, beats and balances. */
  renewMs: 500,
  /** How long a lease lasts without renewal: a dead process's shards are free this long after its last renewal. */
  ttlMs: 2_500,
  /** A holder stops trusting its lease this long before the database's expiry. */
  marginMs: 500,
  /**
   * A process whose heartbeat is older than this counts as gone when shares are computed. Longer
   * than the lease: a process that is late (a loaded machine) must not make the others reshuffle;
   * a dead one's shards are free when its leases expire, whatever the shares say (see orphanMs).
   */
  aliveMs: 6_000,
  /**
   * A shard free this long was not handed over by choice (that one goes at once to a process below
   * its share): its holder died or stalled, and any process takes it, above its share or not.
   */
  orphanMs: 750,
} as const;

/** Lease reads asked for within this long of the last one are answered by it. */
const REFRESH_MIN_MS = 100;

export interface LeaseKeeperDeps {
  repo: ClusterRepository;
  nodeId: string;
  address: string;
  log: FastifyBaseLogger;
  /** Shards lost (expired or taken): their rooms stop at once, nothing more is written for them. */
  onLost: (shards: readonly number[]) => void;
  /** Before a shard is handed over by choice: its rooms write what they have and close. */
  beforeRelease: (shard: number) => Promise<void>;
  /** A process disappeared from the cluster (its heartbeat stopped). */
  onPeerGone?: (nodeId: string) => void;
  /** Told how many leases were acquired, lost or released (the metrics' lease changes). */
  onChange?: (change: LeaseChange, count: number) => void;
  /** How many live rooms a shard has here: the emptiest shard is the one handed over. */
  load?: (shard: number) => number;
  nowMs?: () => number;
  /** How often the rounds run (LEASE.renewMs); a test stretches it to see nudge() alone run one. */
  renewMs?: number;
}

export function createLeaseKeeper(deps: LeaseKeeperDeps) {
  const now = deps.nowMs ?? (() => performance.now());
  /** Shards held, with their token and until when (local monotonic ms) they may be trusted. */
  const held = new Map<number, { token: number; trustedUntil: number }>();
  /** Shards being handed over: not trusted any more, still leased until released. */
  const releasing = new Set<number>();
  let owners = new Map<number, LeaseRow>();
  let peers = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> = Promise.resolve();
  /** A round is under way; `again`: one more was asked for meanwhile (nudge), so it follows at once. */
  let running = false;
  let again = false;
  let stopped = false;
  let leaving: Promise<void> | null = null;
  let rounds = 0;
  let refreshing: Promise<void> | null = null;
  let refreshedAt = Number.NEGATIVE_INFINITY;

  const leasesHeld = (): HeldLease[] => [...held].map(([shard, h]) => ({ shard, token: h.token }));

  function lose(shards: number[], why: string): void {
    if (!shards.length) return;
    let gone = 0;
    for (const s of shards) if (held.delete(s)) gone++;
    deps.log.warn({ shards, why }, 'shard leases lost');
    deps.onChange?.(LeaseChange.lost, gone);
    deps.onLost(shards);
  }

  /**
   * This process's fair share: SHARD_COUNT split over the processes alive, the remainder going to
   * the first ones by id, so the shares add up to SHARD_COUNT exactly and every process agrees on them.
   */
  function fairShare(alive: readonly string[]): number {
    const sorted = [...alive].sort();
    const n = Math.max(1, sorted.length);
    const rank = Math.max(0, sorted.indexOf(deps.nodeId));
    return Math.floor(SHARD_COUNT / n) + (rank < SHARD_COUNT % n ? 1 : 0);
  }

  async function balance(alive: readonly string[]): Promise<void> {
    const fair = fairShare(alive);
    if (held.size > fair && !releasing.size) {
      // One a round: the others take it, and the next round sees the new balance. The shard with the
      // fewest live rooms goes (fewest players moved), the highest number among equals.
      const load = deps.load ?? (() => 0);
      const shard = [...held.keys()].sort((p, q) => load(p) - load(q) || q - p)[0]!;
      const lease = held.get(shard)!;
      releasing.add(shard);
      try {
        await deps.beforeRelease(shard);
      } finally {
        held.delete(shard);
        releasing.delete(shard);
        await deps.repo.release(deps.nodeId, { shard, token: lease.token }).catch((err: unknown) => deps.log.warn({ err, shard }, 'lease release failed'));
        deps.log.info({ shard }, 'shard handed over');
        deps.onChange?.(LeaseChange.released, 1);
      }
      return;
    }
    // Free shards: all of them while below the fair share; above it, only orphans (their holder died).
    const freeFor = await deps.repo.free();
    const free: number[] = [];
    for (let s = 0; s < SHARD_COUNT; s++) {
      if (owners.has(s) || held.has(s)) continue;
      const ms = freeFor.get(s) ?? Number.POSITIVE_INFINITY;
      if (held.size < fair || ms >= LEASE.orphanMs) free.push(s);
    }
    if (!free.length) return;
    // A random order, so processes starting together do not all queue on the same rows.
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [free[i], free[j]] = [free[j]!, free[i]!];
    }
    const wanted = Math.max(fair - held.size, free.filter((s) => (freeFor.get(s) ?? Number.POSITIVE_INFINITY) >= LEASE.orphanMs).length);
    const takenAt = now();
    const taken = await deps.repo.acquire(deps.nodeId, free, wanted, LEASE.ttlMs);
    for (const t of taken) held.set(t.shard, { token: t.token, trustedUntil: takenAt + LEASE.ttlMs - LEASE.marginMs });
    if (taken.length) {
      deps.log.info({ shards: taken.map((t) => t.shard) }, 'shards taken');
      deps.onChange?.(LeaseChange.acquired, taken.length);
    }
  }

  async function runRound(): Promise<void> {
    try {
      // Renewal first, timed from when it is sent: nothing else in the round can eat into the trust.
      const asked = leasesHeld();
      const sentAt = now();
      const renewed = await deps.repo.renew(deps.nodeId, asked, LEASE.ttlMs);
      const kept = new Map(renewed.map((r) => [r.shard, r.token]));
      // A shard taken while the renewal was on its way is not in `asked`: it stays.
      lose(
        asked.filter((a) => kept.get(a.shard) !== a.token && held.get(a.shard)?.token === a.token).map((a) => a.shard),
        'not renewed',
      );
      for (const r of renewed) {
        const h = held.get(r.shard);
        if (h && h.token === r.token) h.trustedUntil = Math.max(h.trustedUntil, sentAt + LEASE.ttlMs - LEASE.marginMs);
      }
      const nodes = await deps.repo.beat(deps.nodeId, deps.address, LEASE.aliveMs);
      const alive = new Set(nodes.map((n) => n.id));
      // A process whose sessions are gone died: its shards are free now, for this round's balance.
      const freed = await deps.repo.freeLeasesOfGone(deps.nodeId);
      if (freed.length) deps.log.warn({ freed }, 'leases of a process with no database session ended');
      for (const p of peers) if (!alive.has(p)) deps.onPeerGone?.(p);
      peers = alive;
      owners = new Map((await deps.repo.leases()).map((l) => [l.shard, l]));
      if (!stopped) await balance([...alive]);
      owners = new Map((await deps.repo.leases()).map((l) => [l.shard, l]));
      rounds++;
    } catch (err) {
      deps.log.warn({ err }, 'lease round failed');
    }
    // Whatever the round could not renew stops being trusted on time (owns() checks the clock).
  }

  function startRound(): void {
    timer = null;
    running = true;
    round = runRound().finally(() => {
      running = false;
      schedule();
    });
  }

  function schedule(): void {
    if (stopped) return;
    const delay = again ? 0 : (deps.renewMs ?? LEASE.renewMs);
    again = false;
    timer = setTimeout(startRound, delay);
  }

  return {
    /** Joins the cluster: one round at once (so the process serves with its share), then every LEASE.renewMs. */
    async start(): Promise<void> {
      running = true;
      round = runRound().finally(() => (running = false));
      await round;
      schedule();
    },
    /**
     * Runs a round now rather than at the next tick of the timer (a peer said it left: its shards
     * are free, and waiting up to LEASE.renewMs would leave its rooms without an owner that long).
     */
    nudge(): void {
      if (stopped) return;
      if (running) again = true;
      else if (timer) {
        clearTimeout(timer);
        startRound();
      }
    },
    /** Whether this process may step `shard`'s rooms now. */
    owns(shard: number): boolean {
      const h = held.get(shard);
      return h !== undefined && !releasing.has(shard) && now() < h.trustedUntil;
    },
    /** The leases held (for a tick's write to check in its transaction). */
    lease(shard: number): HeldLease | null {
      const h = held.get(shard);
      return h ? { shard, token: h.token } : null;
    },
    /** Who holds `shard` as of the last round (null: nobody, or unknown). */
    ownerOf(shard: number): LeaseRow | null {
      return owners.get(shard) ?? null;
    },
    /**
     * Reads the leases again (a forwarder that found an owner gone). Callers at the same time share
     * one read, and a read from the last REFRESH_MIN_MS is good enough: a crowd of rejoining players
     * must not queue up reads on the lease pool, where the renewals are. A failed read keeps what was known.
     */
    async refresh(): Promise<void> {
      if (now() - refreshedAt < REFRESH_MIN_MS) return;
      refreshing ??= deps.repo
        .leases()
        .then((rows) => {
          owners = new Map(rows.map((l) => [l.shard, l]));
          refreshedAt = now();
        })
        .catch((err: unknown) => deps.log.warn({ err }, 'lease refresh failed'))
        .finally(() => (refreshing = null));
      await refreshing;
    },
    /** What this process holds and sees, for /api/cluster and the tests. */
    view() {
      return {
        nodeId: deps.nodeId,
        shards: [...held.keys()].filter((s) => this.owns(s)).sort((a, b) => a - b),
        peers: [...peers].sort(),
        rounds,
        owners: [...owners.values()].map((o) => ({ shard: o.shard, nodeId: o.nodeId })).sort((a, b) => a.shard - b.shard),
      };
    },
    /**
     * Leaves the cluster: every shard stops being trusted at once, all their rooms write what they
     * have and close together, then every lease is released and this process's heartbeat removed in
     * one transaction that tells the others (they take the shards at once, not after the leases
     * expire). Called again, answers the same leave.
     */
    stop(): Promise<void> {
      leaving ??= (async () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = null;
        // A round under way may be taking shards: they are released with the rest.
        await round;
        const shards = [...held.keys()];
        for (const shard of shards) releasing.add(shard);
        await Promise.all(shards.map((shard) => deps.beforeRelease(shard).catch((err: unknown) => deps.log.warn({ err, shard }, 'handover failed'))));
        const released = held.size;
        held.clear();
        releasing.clear();
        deps.onChange?.(LeaseChange.released, released);
        await deps.repo.leave(deps.nodeId).catch((err: unknown) => deps.log.warn({ err }, 'leaving the cluster failed'));
        if (shards.length) deps.log.info({ shards }, 'shards handed over: left the cluster');
      })();
      return leaving;
    },
  };
}
export type LeaseKeeper = ReturnType<typeof createLeaseKeeper>;

// Where a crawler's live room is simulated (docs/decisions/0015-cluster.md): here, or in
// which other process. Any process accepts any request; one about a crawler in a room it does not
// own goes to the owner (forward.ts), and a socket is told to reconnect there (`route`,
// plugins/realtime.ts, decision 0041).
import type { DungeonCache } from '../services/dungeon-cache.ts';
import type { LeaseKeeper } from './lease-keeper.ts';
import { shardOfRoom } from './shards.ts';

/** How long a request waits for its room to have an owner (a process died: the others take its shards within ~2.5 s). */
export const ROUTE_WAIT_MS = 6_000;
const POLL_MS = 100;

export type Placement = { kind: 'here' } | { kind: 'there'; nodeId: string; address: string } | { kind: 'nowhere' };

export interface ClusterRouterDeps {
  nodeId: string;
  keeper: LeaseKeeper;
  dungeon: () => DungeonCache | undefined;
  /** The crawler's room: `fresh` reads the database, otherwise a cached row may answer. */
  crawlerRoom: (crawlerId: number, fresh: boolean) => Promise<number | null>;
}

export function createClusterRouter(deps: ClusterRouterDeps) {
  function shardOf(roomId: number): number | null {
    const room = deps.dungeon()?.room(roomId);
    return room ? shardOfRoom(room) : null;
  }

  /** Where `roomId` lives now, as this process last saw the leases. */
  function placeRoom(roomId: number): Placement {
    const shard = shardOf(roomId);
    // A room outside the served dungeon: the local handler answers (404 or 409) as it would alone.
    if (shard === null || deps.keeper.owns(shard)) return { kind: 'here' };
    const owner = deps.keeper.ownerOf(shard);
    if (!owner || owner.nodeId === deps.nodeId || !owner.address) return { kind: 'nowhere' };
    return { kind: 'there', nodeId: owner.nodeId, address: owner.address };
  }

  return {
    /** Whether this process may simulate `roomId` now (the hub's gate). */
    owns(roomId: number): boolean {
      const shard = shardOf(roomId);
      return shard !== null && deps.keeper.owns(shard);
    },
    shardOf,
    /**
     * Where the crawler's requests go. `retry`: an earlier answer led to a refusal, so read the
     * crawler's room and the leases again. Waits while the room has no owner (up to ROUTE_WAIT_MS);
     * a crawler in no room (unknown, dead, between seasons) is answered here.
     */
    async place(crawlerId: number, retry = false): Promise<Placement> {
      const deadline = Date.now() + ROUTE_WAIT_MS;
      let fresh = retry;
      if (retry) await deps.keeper.refresh();
      for (;;) {
        const roomId = await deps.crawlerRoom(crawlerId, fresh);
        if (roomId === null) return { kind: 'here' };
        let placed = placeRoom(roomId);
        // Sending the client elsewhere on the last round's leases (up to LEASE.renewMs old) could
        // name a process that died since: read them again first (one read shared by every caller
        // within 100 ms; a dead process's leases are left out at once, cluster-repository.ts).
        if (placed.kind === 'there' && !fresh) {
          await deps.keeper.refresh();
          placed = placeRoom(roomId);
        }
        if (placed.kind !== 'nowhere' || Date.now() >= deadline) return placed;
        await new Promise((r) => setTimeout(r, POLL_MS));
        fresh = true;
        await deps.keeper.refresh();
      }
    },
  };
}
export type ClusterRouter = ReturnType<typeof createClusterRouter>;

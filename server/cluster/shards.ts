// How the dungeon's live rooms are partitioned between the processes of a cluster
// (docs/decisions/0015-cluster.md). A shard is a block of neighbouring rooms on one floor, so a
// party walking about mostly stays on one process; the blocks are spread over SHARD_COUNT shards by
// a hash, so every floor's rooms land on several processes.
/** Fixed for the life of a database: changing it moves rooms between shards under running processes. */
export const SHARD_COUNT = 16;
/** Rooms per block side: a 2 x 2 block of the floor's grid is one unit of ownership (floor 1, where most players are, spans about ten such blocks; 4 x 4 made it two or three). */
export const SHARD_BLOCK = 2;

/** The shard of a room (by its floor and grid cell). */
export function shardOfRoom(room: { floor: number; x: number; y: number }): number {
  const bx = Math.floor(room.x / SHARD_BLOCK);
  const by = Math.floor(room.y / SHARD_BLOCK);
  // FNV-1a over the three numbers: stable across processes and versions of Node.
  let h = 0x811c9dc5;
  for (const n of [room.floor, bx, by]) {
    h = Math.imul(h ^ (n & 0xffff), 0x01000193);
    h = Math.imul(h ^ ((n >>> 16) & 0xffff), 0x01000193);
  }
  return (h >>> 0) % SHARD_COUNT;
}

// The loot repository's writes (pick-ups, chest openings, spilled items) told to the dungeon
// repository's cache of rooms' loose contents (docs/decisions/0008-read-caches.md). A claim or an
// opening names an item or a chest, not its room: they forget every room's loose contents (both are
// rare next to reads); a drop names its room.
import { ALL } from '../db/coherent-cache.ts';
import type { DungeonRepository } from './dungeon-repository.ts';
import type { LootRepository } from './loot-repository.ts';

export function noticingLootWrites(loot: LootRepository, dungeons: Pick<DungeonRepository, 'noteLooseWrites'>): LootRepository {
  return {
    ...loot,
    async claim(groundItemId, crawlerId, tx) {
      dungeons.noteLooseWrites(ALL, tx);
      try {
        return await loot.claim(groundItemId, crawlerId, tx);
      } finally {
        dungeons.noteLooseWrites(ALL, tx);
      }
    },
    async open(containerId, crawlerId, at, tx) {
      dungeons.noteLooseWrites(ALL, tx);
      try {
        return await loot.open(containerId, crawlerId, at, tx);
      } finally {
        dungeons.noteLooseWrites(ALL, tx);
      }
    },
    async drop(roomId, items, tx) {
      dungeons.noteLooseWrites([roomId], tx);
      try {
        return await loot.drop(roomId, items, tx);
      } finally {
        dungeons.noteLooseWrites([roomId], tx);
      }
    },
  };
}

import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { Item } from './crawler.ts';
import { DbId } from './ids.ts';

/** Ground item: a loose item or a chest on a room's floor (positions in room percent). */
export const GroundItem = lazySchema(() => z.object({
  id: z.number().int(),
  positionX: z.number(),
  positionY: z.number(),
  equipment: z.object({
    name: z.string(),
    rarity: z.string(),
    mightBonus: z.number(),
    agilityBonus: z.number(),
    enduranceBonus: z.number(),
    defenseValue: z.number(),
    equipmentType: z.object({ category: z.string() }),
  }),
}));
export type GroundItem = z.infer<typeof GroundItem>;

export const CrawlerRef = lazySchema(() => z.object({ crawlerId: DbId }).strict());

/** POST /api/ground-items/:id/pickup and /api/loot-entity/:id/pickup. */
export const PickupResponse = lazySchema(() => z.union([
  z.object({ success: z.literal(true), message: z.string(), equipment: Item }),
  z.object({ success: z.literal(false), message: z.string(), winner: z.string() }),
]));
export type PickupResponse = z.infer<typeof PickupResponse>;

/** POST /api/loot-container/:id/interact */
export const ContainerBody = lazySchema(() => z
  .object({ crawlerId: DbId, roomId: DbId, position: z.object({ x: z.number().finite(), y: z.number().finite() }).strict() })
  .strict());
export const ContainerResponse = lazySchema(() => z.object({ success: z.literal(true), containerName: z.string(), spawnedItems: z.array(GroundItem) }));
export type ContainerResponse = z.infer<typeof ContainerResponse>;

/** How long simultaneous grabs for one item are gathered before the roll-off decides. */
export const ROLL_OFF_WINDOW_MS = 150;


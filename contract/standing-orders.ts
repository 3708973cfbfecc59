import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { DEFAULT_STANDING_ORDERS, WHEN_ATTACKED_OPTIONS, type StandingOrders as GameOrders, type WhenAttacked } from '#game/standing-orders.ts';

// Standing orders: what a crawler does by itself while its sponsor is away. The closed
// vocabulary and the defaults live in game/standing-orders.ts (the decision reads them); this is the
// schema every request and answer is checked against.

export { DEFAULT_STANDING_ORDERS, WHEN_ATTACKED, WHEN_ATTACKED_OPTIONS, BY_ORDERS_TEXT } from '#game/standing-orders.ts';
export type { WhenAttacked } from '#game/standing-orders.ts';

const percent = (what: string) =>
  z
    .number({ message: `${what} must be a number from 0 to 100` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must be at least 0`)
    .max(100, `${what} must be at most 100`);

/** PUT /api/crawlers/:id/orders: the whole set (0 turns a percent rule off). Unknown fields are refused. */
export const StandingOrders = lazySchema(() => z
  .object({
    retreatBelowPercent: percent('Retreat below'),
    restUntilPercent: percent('Rest until'),
    whenAttacked: z.enum(WHEN_ATTACKED_OPTIONS as [WhenAttacked, ...WhenAttacked[]], { message: "When attacked must be 'fight_back' or 'flee'" }),
    refusePvp: z.boolean({ message: 'Refuse PVP rooms must be true or false' }),
    pickUpLoot: z.boolean({ message: 'Pick up loot must be true or false' }),
  })
  .strict());
export type StandingOrders = z.infer<typeof StandingOrders>;
// The schema and the game's shape must stay one and the same.
const sameShape: GameOrders = {} as StandingOrders;
void sameShape;

/** Who is in charge of a crawler right now. */
export const CONTROL = { sponsor: 'sponsor', orders: 'orders' } as const;
export type Control = keyof typeof CONTROL;

/** An action standing orders took, newest first, as the room events show it on the sponsor's return. */
export const OrdersAction = lazySchema(() => z.object({ seq: z.number().int(), at: z.number(), roomId: z.number().int().nullable(), message: z.string() }));
export type OrdersAction = z.infer<typeof OrdersAction>;

/** GET/PUT /api/crawlers/:id/orders and POST …/orders/idle, …/orders/control. */
export const OrdersView = lazySchema(() => z.object({
  orders: StandingOrders,
  /** Whether the sponsor set them (false: the defaults). */
  customised: z.boolean(),
  /** Who acts for the crawler now: its orders (away or idle) or its sponsor. */
  control: z.enum(['sponsor', 'orders']),
  recent: z.array(OrdersAction),
}));
export type OrdersView = z.infer<typeof OrdersView>;

/** The stored column (null: the defaults); a stored value that no longer parses counts as the defaults. */
export function ordersFromColumn(stored: unknown): { orders: StandingOrders; customised: boolean } {
  if (stored === null || stored === undefined) return { orders: { ...DEFAULT_STANDING_ORDERS }, customised: false };
  const parsed = StandingOrders.safeParse(stored);
  return parsed.success ? { orders: parsed.data, customised: true } : { orders: { ...DEFAULT_STANDING_ORDERS }, customised: false };
}

/** Error codes of the orders routes. */
/**
 * POST /api/crawlers/:id/orders/idle. No body (or 'pressed'): Go idle, the orders act at once until an
 * intent of the sponsor's. `because: 'left_page'`: the page is going away (closed, reloaded): the
 * orders act as after the away rule, but 3 s after the socket went instead of 10 s; a join (the
 * reloaded page) before then cancels it.
 */
export const GoIdleBody = lazySchema(() => z.object({ because: z.enum(['pressed', 'left_page']).optional() }).strict());
export type GoIdleBody = z.infer<typeof GoIdleBody>;


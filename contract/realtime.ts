import { z } from 'zod';

/** Messages a client may send over /api/ws. */
export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), at: z.number().finite() }).strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** Messages the server sends over /api/ws. */
export const ServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string() }),
  z.object({ type: z.literal('pong'), at: z.number() }),
  z.object({ type: z.literal('error'), error: z.string(), code: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

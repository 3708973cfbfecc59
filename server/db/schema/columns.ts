import { timestamp } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read and written as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

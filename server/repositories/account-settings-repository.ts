import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accountSettings } from '../db/schema.ts';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;

/** One row per account that changed a setting; no row, or a null column, means the defaults. */
export function createAccountSettingsRepository(db: Db) {
  return {
    async keyBindings(userId: string): Promise<Record<string, string[]> | null> {
      const [row] = await db.select({ keyBindings: accountSettings.keyBindings }).from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
      return row?.keyBindings ?? null;
    },
    /** One statement: the row is created or its bindings replaced (null: back to the defaults). */
    async saveKeyBindings(userId: string, keyBindings: Record<string, string[]> | null, now: Date): Promise<void> {
      await db
        .insert(accountSettings)
        .values({ userId, keyBindings, updatedAt: now })
        .onConflictDoUpdate({ target: accountSettings.userId, set: { keyBindings, updatedAt: now } });
    },
    async display(userId: string): Promise<{ palette: string | null; reducedMotion: boolean | null } | null> {
      const [row] = await db
        .select({ palette: accountSettings.palette, reducedMotion: accountSettings.reducedMotion })
        .from(accountSettings)
        .where(eq(accountSettings.userId, userId))
        .limit(1);
      return row ?? null;
    },
    /** One statement, so atomic on its own: the row is created or its two display columns replaced (the key bindings stay). */
    async saveDisplay(userId: string, display: { palette: string | null; reducedMotion: boolean | null }, now: Date): Promise<void> {
      await db
        .insert(accountSettings)
        .values({ userId, ...display, updatedAt: now })
        .onConflictDoUpdate({ target: accountSettings.userId, set: { ...display, updatedAt: now } });
    },
    async controlsHelpSeenAt(userId: string): Promise<Date | null> {
      const [row] = await db.select({ seenAt: accountSettings.controlsHelpSeenAt }).from(accountSettings).where(eq(accountSettings.userId, userId)).limit(1);
      return row?.seenAt ?? null;
    },
    /** One statement: the row is created or its seen time set, once (a second dismissal keeps the first time; other settings stay). */
    async markControlsHelpSeen(userId: string, now: Date): Promise<void> {
      await db
        .insert(accountSettings)
        .values({ userId, controlsHelpSeenAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: accountSettings.userId, set: { controlsHelpSeenAt: sql`coalesce(${accountSettings.controlsHelpSeenAt}, ${now})`, updatedAt: now } });
    },
  };
}
export type AccountSettingsRepository = ReturnType<typeof createAccountSettingsRepository>;

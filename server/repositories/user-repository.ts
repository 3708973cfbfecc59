import { eq } from 'drizzle-orm';
import type { User } from '#contract/auth.ts';
import type { Db } from '../db/database.ts';
import { user } from '../db/schema.ts';

type UserRow = typeof user.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email || null,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.image,
    credits: row.credits,
    sponsorReputation: row.sponsorReputation,
    activeCrawlerId: row.activeCrawlerId,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createUserRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | null> {
      const [row] = await db.select().from(user).where(eq(user.id, id)).limit(1);
      return row ? toUser(row) : null;
    },
    async count(): Promise<number> {
      return (await db.$count(user));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;

/** Sponsorship bookkeeping on the user row, inside the sponsorship transaction. */
export function createSponsorRepository(db: Db) {
  return {
    async lock(userId: string, tx: Pick<Db, 'select'> = db) {
      const [row] = await tx.select().from(user).where(eq(user.id, userId)).limit(1).for('update');
      return row ?? null;
    },
    async find(userId: string) {
      const [row] = await db.select().from(user).where(eq(user.id, userId)).limit(1);
      return row ?? null;
    },
    async update(userId: string, values: Partial<Pick<UserRow, 'activeCrawlerId' | 'lastPrimarySponsorshipSeason' | 'candidateOffer' | 'updatedAt'>>, tx: Pick<Db, 'update'> = db) {
      await tx.update(user).set(values).where(eq(user.id, userId));
    },
  };
}
export type SponsorRepository = ReturnType<typeof createSponsorRepository>;

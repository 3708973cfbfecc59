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

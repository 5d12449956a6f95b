import type { TUserAnswer } from '@bi/domain';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export async function findUserByEmail(
  db: TDatabase | TTransaction,
  email: string,
): Promise<TUserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: TDatabase | TTransaction, id: string): Promise<TUserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export function toUserAnswer(user: TUserRow): TUserAnswer {
  return {
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    first_name: user.firstName,
    last_name: user.lastName,
    raison_sociale: user.raisonSociale,
    type: user.type,
    language: user.language,
    role: user.role,
  };
}

export const displayName = (user: Pick<TUserRow, 'firstName' | 'lastName' | 'raisonSociale'>) =>
  user.raisonSociale ?? [user.firstName, user.lastName].filter(Boolean).join(' ');

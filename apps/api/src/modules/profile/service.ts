import { eq } from 'drizzle-orm';
import type { LanguageCode, Profile, UserRole } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';

export function createProfileService(db: Db) {
  async function get(userId: number): Promise<Profile> {
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatar: users.avatar,
        role: users.role,
        phone: users.phone,
        username: users.username,
        language: users.language,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new NotFound();
    const { createdAt, ...rest } = row;
    return {
      ...rest,
      role: rest.role as UserRole,
      language: rest.language as LanguageCode,
      username: rest.username ?? '',
      registrationDate: createdAt.toISOString(),
    };
  }

  return {
    get,
    async patch(userId: number, patch: { language?: LanguageCode }): Promise<Profile> {
      if (patch.language !== undefined) {
        await db.update(users).set({ language: patch.language }).where(eq(users.id, userId));
      }
      return get(userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

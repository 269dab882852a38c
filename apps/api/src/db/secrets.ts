import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { appSecrets } from './schema/index.js';

/** A secret generated once and kept in the database (so in DATA_DIR when embedded), shared by instances. */
export async function getOrCreateSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

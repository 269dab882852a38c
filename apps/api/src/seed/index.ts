import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { featureFlags, users } from '../db/schema/index.js';
import { defaultFlagRows } from '../modules/flags/index.js';
import { demoAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { demoOauthClients } from './demo-oauth-clients.js';
import { shopCatalog } from './shop-catalog.js';
import { shopPurchases } from './shop-purchases.js';
import { studentArea } from './student-area.js';
import { lessonsSeed } from './lessons.js';
import { homeworkSeed } from './homework.js';
import { training } from './training.js';
import { globalModalsSeed } from './global-modals.js';

export interface SeedContext {
  db: Db;
  hashPassword(password: string): Promise<string>;
}

/** One part of the demo school; later areas append their own steps to DEMO_STEPS. */
export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export const DEMO_STEPS: SeedStep[] = [
  demoAccounts,
  demoOauthClients,
  shopCatalog,
  shopPurchases,
  studentArea,
  lessonsSeed,
  homeworkSeed,
  training,
  globalModalsSeed,
];

/** Reference data every database needs (flag definitions per platform); idempotent. */
export async function seedBase(db: Db): Promise<void> {
  await db.insert(featureFlags).values(defaultFlagRows()).onConflictDoNothing();
}

/** Fills an empty database with the demo school. Returns false when there were users already. */
export async function seedDemo(ctx: SeedContext): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await ctx.db.transaction(async (tx) => {
    for (const step of DEMO_STEPS) await step.run({ ...ctx, db: tx });
  });
  return true;
}

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

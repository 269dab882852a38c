import type { Db } from '../db/client.js';
import { bundleGifts, bundleItems, bundles } from '../db/schema/index.js';
import { rub } from './shop-catalog-data.js';

/** Two bundles of master groups, each with a gift course. */
export async function seedBundles(
  db: Db,
  input: { mg: (year: number, subject: number) => number; sysCourseTypeId: number; gifts: [number, number] },
) {
  const mgSct = input.sysCourseTypeId;
  const mg = input.mg;
  const [flash, flash2] = input.gifts;
  const [b1, b2] = await db
    .insert(bundles)
    .values([
      {
        hash: 'bundle-tech-11',
        title: 'Технический комплект ЕГЭ: математика, физика, информатика',
        sysCourseTypeId: mgSct,
        prices: rub(9990),
        tags: ['ЕГЭ', 'Экономия 20%'],
      },
      {
        hash: 'bundle-hum-11',
        title: 'Гуманитарный комплект ЕГЭ: русский, обществознание, история',
        sysCourseTypeId: mgSct,
        prices: rub(9490),
        tags: ['ЕГЭ', 'Экономия 20%'],
      },
    ])
    .returning();
  await db.insert(bundleItems).values([
    { bundleId: b1?.id ?? 0, productId: mg(11, 0), order: 1 },
    { bundleId: b1?.id ?? 0, productId: mg(11, 2), order: 2 },
    { bundleId: b1?.id ?? 0, productId: mg(11, 5), order: 3 },
    { bundleId: b2?.id ?? 0, productId: mg(11, 1), order: 1 },
    { bundleId: b2?.id ?? 0, productId: mg(11, 6), order: 2 },
    { bundleId: b2?.id ?? 0, productId: mg(11, 7), order: 3 },
  ]);
  await db.insert(bundleGifts).values([
    { bundleId: b1?.id ?? 0, giftProductId: flash },
    { bundleId: b2?.id ?? 0, giftProductId: flash2 },
  ]);
}

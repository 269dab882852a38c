import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from './app.js';
import {
  alternativeRates,
  bundleGifts,
  bundleItems,
  bundles,
  classTypes,
  classYears,
  coupons,
  lessonPacks,
  productGifts,
  products,
  productTypes,
  ratePlans,
  referralIds,
  sysCourseTypes,
} from '../src/db/schema/index.js';

const tag = () => randomBytes(3).toString('hex');

/** A small catalogue: a monthly and a full-course rate (alternatives), an individual course, a gift, a bundle. */
export async function createCatalogue(app: FastifyInstance) {
  const db = app.prepa.db;
  const t = tag();
  const [year] = await db
    .insert(classYears)
    .values({ title: `11 ${t}`, order: 11, educationLevel: 'EGE' })
    .returning();
  const [subject] = await db
    .insert(classTypes)
    .values({ title: `Математика ${t}`, color: '#3b6fd8' })
    .returning();
  const sct = await db
    .insert(sysCourseTypes)
    .values([
      { code: 'MASTER_GROUP', title: 'Мастер-группа' },
      { code: 'INDIVIDUAL', title: 'Индивидуальные' },
    ])
    .onConflictDoNothing()
    .returning();
  const all = sct.length ? sct : await db.select().from(sysCourseTypes);
  const mgSct = all.find((s) => s.code === 'MASTER_GROUP')?.id ?? 0;
  const indSct = all.find((s) => s.code === 'INDIVIDUAL')?.id ?? 0;
  const [monthly, full, perLesson] = await db
    .insert(ratePlans)
    .values([
      { title: 'Помесячно', sysRatePlanName: 'MONTHLY', packageTitle: 'Месяц' },
      { title: 'Весь курс', sysRatePlanName: 'FULL_COURSE', packageTitle: 'Курс' },
      { title: 'Пакет', sysRatePlanName: 'PER_LESSON', packageTitle: 'Поурочно' },
    ])
    .returning();
  const [mgType, indType] = await db
    .insert(productTypes)
    .values([
      {
        type: 'MG',
        title: 'Математика ЕГЭ',
        sysCourseTypeId: mgSct,
        classTypeId: subject?.id,
        classYearId: year?.id,
      },
      {
        type: 'IND',
        title: 'Индивидуально',
        sysCourseTypeId: indSct,
        classTypeId: subject?.id,
        classYearId: year?.id,
      },
    ])
    .returning();
  const insert = async (v: typeof products.$inferInsert) => {
    const [row] = await db.insert(products).values(v).returning();
    if (!row) throw new Error('product');
    return row;
  };
  const mg = await insert({
    title: `MG monthly ${t}`,
    productTypeId: mgType?.id ?? 0,
    ratePlanId: monthly?.id ?? 0,
    prices: { RUB: 399_000, KZT: 2_200_000 },
  });
  const mgFull = await insert({
    title: `MG full ${t}`,
    productTypeId: mgType?.id ?? 0,
    ratePlanId: full?.id ?? 0,
    prices: { RUB: 2_990_000, KZT: 16_000_000 },
    accessDays: 270,
  });
  const other = await insert({
    title: `MG other ${t}`,
    productTypeId: mgType?.id ?? 0,
    ratePlanId: monthly?.id ?? 0,
    prices: { RUB: 299_000 },
  });
  const gift = await insert({
    title: `Gift ${t}`,
    productTypeId: mgType?.id ?? 0,
    ratePlanId: full?.id ?? 0,
    prices: { RUB: 99_000, KZT: 500_000 },
  });
  const ind = await insert({
    title: `Individual ${t}`,
    productTypeId: indType?.id ?? 0,
    ratePlanId: perLesson?.id ?? 0,
    prices: { RUB: 250_000 },
  });
  const [pack] = await db
    .insert(lessonPacks)
    .values({ productId: ind.id, title: '4 занятия', lessonsCount: 4, prices: { RUB: 960_000 } })
    .returning();
  await db.insert(alternativeRates).values({ productId: mg.id, altProductId: mgFull.id, order: 1 });
  await db.insert(productGifts).values({ productId: mg.id, giftProductId: gift.id, optional: false });
  const [bundle] = await db
    .insert(bundles)
    .values({ hash: `b-${t}`, title: `Bundle ${t}`, sysCourseTypeId: mgSct, prices: { RUB: 500_000 } })
    .returning();
  await db.insert(bundleItems).values([
    { bundleId: bundle?.id ?? 0, productId: mgFull.id, order: 1 },
    { bundleId: bundle?.id ?? 0, productId: other.id, order: 2 },
  ]);
  await db.insert(bundleGifts).values({ bundleId: bundle?.id ?? 0, giftProductId: gift.id });
  return { mg, mgFull, other, gift, ind, pack: pack!, bundle: bundle!, subject: subject!, year: year! };
}

/** `createCatalogue` with the other product as an optional gift of the full course (shared carts, gifts). */
export async function createCatalogueWithOptionalGift(app: FastifyInstance) {
  const cat = await createCatalogue(app);
  await app.prepa.db
    .insert(productGifts)
    .values({ productId: cat.mgFull.id, giftProductId: cat.other.id, optional: true });
  return cat;
}

export async function createCoupon(app: FastifyInstance, v: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await app.prepa.db
    .insert(coupons)
    .values({ code: `C${tag()}`.toUpperCase(), kind: 'PERCENT', percent: 10, ...v })
    .returning();
  if (!row) throw new Error('coupon');
  return row;
}

export async function giveReferralId(app: FastifyInstance, userId: number) {
  const referralId = `ref-${tag()}`;
  await app.prepa.db.insert(referralIds).values({ userId, referralId });
  return referralId;
}

/**
 * Buys `productId` as the student of `access` through the API: into the cart, pay init, and the
 * sandbox's checkout paying (its callback grants the course). Fails unless the checkout sends the
 * student to the success page.
 */
export async function buyInSandbox(app: FastifyInstance, access: string, productId: number): Promise<void> {
  const headers = bearer(access);
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart/',
    headers,
    payload: { item: { product: productId, pack: null } },
  });
  if (added.statusCode !== 200) throw new Error(`add to cart: ${added.statusCode} ${added.body}`);
  const init = await app.inject({ method: 'POST', url: '/api/core/pay/init/', headers, payload: {} });
  const { transaction_uuid: uuid } = init.json<{ transaction_uuid: string }>();
  const paid = await app.inject({
    method: 'POST',
    url: `/api/core/pay/sandbox/checkout/${uuid}/`,
    payload: 'action=pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (paid.headers.location !== `/payment/success/${uuid}`) {
    throw new Error(`sandbox checkout: ${paid.statusCode} ${String(paid.headers.location)}`);
  }
}

/** An instant `days` from now. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/**
 * An enrolment row as a purchase grants it (for a direct insert), from now until `endsAt`; `key` tells
 * apart several of one student in one course (it makes the grant key).
 */
export const enrolmentRow = (
  userId: number,
  productId: number,
  endsAt: Date,
  key = String(endsAt.getTime()),
) => ({
  userId,
  productId,
  startsAt: new Date(),
  endsAt,
  grantKey: `test:${userId}:${productId}:${key}`,
  source: 'PURCHASE' as const,
  transactionId: null,
});

import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { formatMoney, type PurchasedDocument } from '@prepa/contracts';
import { versionsOf, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keepFirstPages } from '../../db/feed-cache.js';
import {
  classYears,
  products,
  productTypes,
  purchasedDocuments,
  transactions,
} from '../../db/schema/index.js';
import { NotFound } from '../../http/errors.js';
import { localDateIn, zoneOf } from '../calendar/index.js';
import { escapeHtml } from '../../http/html.js';
import { SELLER } from '../payment/index.js';
import { MONTH_NAMES, PUBLIC_DOCS, STATIC_DOCS } from './texts.js';

const MAIN_LINES = new Set(['MG', 'MG_NEXT', 'MAIN_COURSE']);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

type PurchasedQuery = { limit: number; offset: number; year?: number; month?: number };

/**
 * `feed`: while it is live, a page of a student's purchase documents is kept until it tells of a
 * change to their documents (`payments:<user>`, migration 0034), their zone (`profile:<user>`) or the
 * catalogue.
 */
export function createDocumentService(db: Db, feed?: ChangeFeed) {
  async function purchased(userId: number, q: PurchasedQuery) {
    // A purchase's month is the student's: their own zone, else their platform's (Almaty for KZ).
    const zone = await zoneOf(db, userId);
    const where: SQL[] = [eq(purchasedDocuments.userId, userId)];
    if (q.year)
      where.push(sql`extract(year from ${purchasedDocuments.createdAt} at time zone ${zone}) = ${q.year}`);
    if (q.month)
      where.push(sql`extract(month from ${purchasedDocuments.createdAt} at time zone ${zone}) = ${q.month}`);
    const [total] = await db
      .select({ n: count() })
      .from(purchasedDocuments)
      .where(and(...where));
    const rows = await db
      .select({
        id: purchasedDocuments.id,
        productId: purchasedDocuments.productId,
        title: purchasedDocuments.title,
        createdAt: purchasedDocuments.createdAt,
        type: productTypes.type,
        classYear: classYears.order,
      })
      .from(purchasedDocuments)
      .innerJoin(products, eq(products.id, purchasedDocuments.productId))
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .leftJoin(classYears, eq(classYears.id, productTypes.classYearId))
      .where(and(...where))
      .orderBy(desc(purchasedDocuments.createdAt), desc(purchasedDocuments.id))
      .limit(q.limit)
      .offset(q.offset);
    const results: PurchasedDocument[] = rows.map((r) => {
      const [year = 0, month = 1] = localDateIn(r.createdAt, zone).split('-').map(Number);
      return {
        id: r.id,
        productId: r.productId,
        title: r.title,
        month,
        monthName: MONTH_NAMES[month - 1] ?? '',
        year,
        classYear: r.classYear,
        productLine: MAIN_LINES.has(r.type) ? 'MAIN_COURSE' : 'COURSE',
        urls: [
          { title: 'Договор-оферта', url: '/api/core/docs/oferta/' },
          { title: 'Приложение к оферте', url: `/students/documents/offer-application/?item=${r.id}` },
        ],
      };
    });
    return { count: total?.n ?? 0, results };
  }
  const keptPurchased = keepFirstPages(
    (userId) => versionsOf(feed, ['payments', userId], ['profile', userId], ['catalogue']),
    purchased,
  );

  return {
    publicDocs: () => ({
      results: PUBLIC_DOCS.map((d) => ({ kind: d.kind, title: d.title, link: `/api/core/docs/${d.kind}/` })),
    }),
    staticDocs: () => ({
      results: STATIC_DOCS.map((d) => ({ title: d.title, url: `/api/core/docs/${d.kind}/` })),
    }),
    docPage(kind: string): string {
      const doc = [...PUBLIC_DOCS, ...STATIC_DOCS].find((d) => d.kind === kind);
      if (!doc) throw new NotFound();
      return page(
        doc.title,
        `<p>${escapeHtml(doc.body)}</p><p>${escapeHtml(SELLER.sellerName)}, ИНН ${SELLER.inn}</p>`,
      );
    },

    purchased: (userId: number, q: PurchasedQuery) => keptPurchased(userId, q),

    async offerApplication(userId: number, item: number) {
      const [d] = await db
        .select({ token: purchasedDocuments.token })
        .from(purchasedDocuments)
        .where(and(eq(purchasedDocuments.id, item), eq(purchasedDocuments.userId, userId)));
      if (!d) throw new NotFound();
      return { url: `/api/core/docs/purchases/${d.token}/` };
    },

    /** The printable offer application of one purchase, by its unguessable token. */
    async purchasePage(token: string): Promise<string> {
      const [d] = await db
        .select({ doc: purchasedDocuments, order: transactions.orderNumber })
        .from(purchasedDocuments)
        .innerJoin(transactions, eq(transactions.id, purchasedDocuments.transactionId))
        .where(eq(purchasedDocuments.token, token));
      if (!d) throw new NotFound();
      const date = d.doc.createdAt.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
      return page(
        `Приложение к договору-оферте по заказу № ${d.order}`,
        `<dl><dt>Курс</dt><dd>${escapeHtml(d.doc.title)}</dd><dt>Стоимость</dt><dd>${escapeHtml(formatMoney(d.doc.price, d.doc.currency))}</dd><dt>Дата оплаты</dt><dd>${date}</dd><dt>Исполнитель</dt><dd>${escapeHtml(SELLER.sellerName)}, ИНН ${SELLER.inn}, ОГРН ${SELLER.ogrn}</dd></dl>`,
      );
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;

import { count, desc, eq } from 'drizzle-orm';
import { normalizePhone } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export interface OutboxQuery {
  to?: string;
  limit: number;
  offset: number;
}

/** `?to=` matches an e-mail (any case) or a phone in any notation (`+7 900…`, `7900…`). */
export function normalizeRecipient(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : normalizePhone(trimmed);
}

export function createOutboxService(db: Db) {
  return {
    async list(query: OutboxQuery) {
      const where = query.to ? eq(outbox.to, normalizeRecipient(query.to)) : undefined;
      const [total] = await db.select({ n: count() }).from(outbox).where(where);
      const rows = await db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          to: outbox.to,
          subject: outbox.subject,
          body: outbox.body,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(query.limit)
        .offset(query.offset);
      return {
        count: total?.n ?? 0,
        results: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      };
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** The newest message "sent" to an address, read from the dev outbox, waiting for it to arrive. */
export async function latestOutboxMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
        if (!res.ok()) return undefined;
        const body = (await res.json()) as { results: OutboxMessage[] };
        found = body.results[0];
        return found?.id;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found as OutboxMessage;
}

let counter = 0;
/** A unique e-mail, telegram name and Russian mobile number per journey. */
export function uniqueStudent() {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(7, '0').slice(-7);
  return {
    firstName: 'Анна',
    lastName: 'Смирнова',
    email: `anna${n}@example.com`,
    telegram: `anna_${n}`,
    phoneDigits: `7912${n}`,
    password: 'secret12',
  };
}

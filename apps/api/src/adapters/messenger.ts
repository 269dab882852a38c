import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

/** SMS and e-mail delivery. Production adapters (SMTP, an SMS gateway) implement the same interface. */
export interface Messenger {
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string): Promise<void>;
}

/** The default adapter: every message is written to the `outbox` table (read at /api/dev/outbox/). */
export function createOutboxMessenger(db: Db): Messenger {
  return {
    async sendSms(to, body) {
      await db.insert(outbox).values({ channel: 'sms', to, body });
    },
    async sendEmail(to, subject, body) {
      await db.insert(outbox).values({ channel: 'email', to: to.toLowerCase(), subject, body });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { runNotificationJobs } from '../notifications/index.js';
import { runMaintenance } from './maintenance.js';

export {
  ABANDONED_CARD_PAYMENT_MS,
  cancelAbandonedPayments,
  expireEndedSubscriptions,
  runMaintenance,
} from './maintenance.js';

/**
 * Runs the maintenance jobs every `intervalMs` (0 turns them off) once the server is ready, never two at
 * once in this process, and stops on close. Several instances may run them: every change is a locked,
 * conditional update.
 */
export function scheduleMaintenance(app: FastifyInstance, db: Db, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runMaintenance(db, new Date())
      .then((report) => {
        if (report.cancelledPayments || report.expiredSubscriptions || report.expiredHomework)
          app.log.info({ report }, 'maintenance');
      })
      .catch((err: unknown) => app.log.error({ err }, 'maintenance failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

/**
 * Runs the scheduled notification jobs (lesson reminders, products ending, engagement reminders) every
 * `intervalMs` (0 turns them off). Every instance ticks; each job's time slot is claimed in `job_runs`, so
 * one instance runs it.
 */
export function scheduleNotificationJobs(app: FastifyInstance, db: Db, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runNotificationJobs(db, new Date(), app.log)
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) app.log.info({ report }, 'notification jobs');
      })
      .catch((err: unknown) => app.log.error({ err }, 'notification jobs failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FastifyBaseLogger } from 'fastify';
import { HOMEWORK_DEADLINE_JOB } from '../homework/index.js';
import { NOTIFICATION_JOBS, runNotificationJobs, type ScheduledJob } from '../notifications/index.js';
import { runMaintenance } from './maintenance.js';

export {
  ABANDONED_CARD_PAYMENT_MS,
  cancelAbandonedPayments,
  expireEndedSubscriptions,
  runMaintenance,
} from './maintenance.js';

/**
 * Runs `run` every `intervalMs` (0 turns it off) once the server is ready, never two at once in this
 * process, and waits for a running one on close. A report with any non-zero figure is logged.
 */
function schedulePeriodic(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: (now: Date) => Promise<Record<string, number>>,
): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run(new Date())
      .then((report) => {
        if (Object.values(report).some((n) => n > 0)) app.log.info({ report }, name);
      })
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
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
 * The maintenance jobs. Several instances may run them: every change is a locked, conditional update.
 */
export function scheduleMaintenance(app: FastifyInstance, db: Db, intervalMs: number): void {
  schedulePeriodic(app, 'maintenance', intervalMs, async (now) => ({ ...(await runMaintenance(db, now)) }));
}

/** Every scheduled notification job: lesson reminders, products ending, engagement, homework deadlines. */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [...NOTIFICATION_JOBS, HOMEWORK_DEADLINE_JOB];

/** Runs the scheduled jobs as at `now` (the server on its interval; tests directly). */
export function runScheduledJobs(
  db: Db,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<Record<string, number>> {
  return runNotificationJobs(db, now, log, SCHEDULED_JOBS);
}

/**
 * The scheduled notification jobs. Every instance ticks; each job's time slot is claimed in
 * `job_runs`, so one instance runs it.
 */
export function scheduleNotificationJobs(app: FastifyInstance, db: Db, intervalMs: number): void {
  schedulePeriodic(app, 'notification jobs', intervalMs, (now) => runScheduledJobs(db, now, app.log));
}

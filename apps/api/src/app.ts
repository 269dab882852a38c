import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '@prepa/contracts';
import { randomSecret, type Config } from './config.js';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './adapters/counters.js';
import { createLongAnswerReviewer } from './adapters/long-answer-reviewer.js';
import { createOutboxMessenger, type Messenger } from './adapters/messenger.js';
import type { ChangeFeed } from './db/change-feed.js';
import { openDb, type Db } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { getOrCreateSecret } from './db/secrets.js';
import { runScheduledJobs, scheduleMaintenance, scheduleNotificationJobs } from './modules/jobs/index.js';
import { createHomeworkService, homeworkRoutes, homeworkTimetableEntries } from './modules/homework/index.js';
import { guardBeforeValidation } from './http/auth-guard.js';
import { registerWireHooks } from './http/case-hooks.js';
import { frameworkErrors, registerErrorHandling, RouteTable } from './http/error-handler.js';
import { COMPRESS_MIN_BYTES, registerOneShotCompression } from './http/one-shot-compression.js';
import { snakeCaseOpenApi } from './http/openapi.js';
import { quietPrematureCloseHooks } from './http/quiet-close.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createRateLimiter } from './http/rate-limit.js';
import { registerPlatform } from './http/platform.js';
import { createSpaFallback, hasWebBuild, registerWebStatic } from './http/static.js';
import { serializerCompiler, validatorCompiler } from './http/validation.js';
import {
  authRoutes,
  createAuthService,
  createPasswordHasher,
  createRegistrationService,
  createTokenSigner,
  parseSessionForget,
  SESSION_CACHE_CHANNEL,
  type PasswordHasher,
} from './modules/auth/index.js';
import { createFlagService, flagRoutes, type FlagService } from './modules/flags/index.js';
import { healthRoutes } from './modules/health/index.js';
import { createOutboxService, outboxRoutes } from './modules/outbox/index.js';
import { avatarRoutes, createProfileService, profileRoutes } from './modules/profile/index.js';
import { shopArea } from './shop-area.js';
import {
  createGamificationService,
  gamificationRoutes,
  systemClock,
  type Clock,
} from './modules/gamification/index.js';
import { createBannerService, createStudentService, studentRoutes } from './modules/student/index.js';
import { createGoalsServices, goalsRoutes } from './modules/goals/index.js';
import { createProgressService, progressRoutes } from './modules/progress/index.js';
import { createResultsService, resultsRoutes } from './modules/results/index.js';
import { individualTasksRoutes } from './modules/gamification/index.js';
import { createLivesService, livesRoutes } from './modules/lives/index.js';
import { lessonAccess, lessonsArea } from './modules/lessons/index.js';
import { settingsRoutes } from './modules/settings/index.js';
import { embeddedCourseTypes } from './modules/shop/index.js';
import {
  addHomeworkMistakes,
  createLevelTestService,
  createTrainingService,
  trainingRoutes,
} from './modules/training/index.js';
import { seedBase, seedDemo } from './seed/index.js';
import { createBus, createRealtime, sessionsEndedChannel } from './realtime/index.js';
import { chatReportRoutes, createLessonChat, lessonChatArea } from './modules/lesson-chat/index.js';
import {
  createDispatcher,
  createNotificationService,
  createWebPushSender,
  generateVapidKeys,
  notificationRoutes,
  notificationsEndpoint,
  type PushSender,
} from './modules/notifications/index.js';
import { createReferralService, referralRoutes } from './modules/referral/index.js';
import { cpaRoutes, createCpaService } from './modules/cpa/index.js';
import { globalModalsArea } from './modules/global-modals/index.js';

export interface AppOverrides {
  messenger?: Messenger;
  counters?: CounterStore;
  /** PGlite only: a migrated data-directory tarball to start from (tests). */
  pgliteSnapshot?: Blob;
  /** The server clock of time-based rules (streak, statuses); tests inject a fixed one. */
  clock?: Clock;
  /** Web push delivery (tests record what would be sent). */
  pushSender?: PushSender;
}

/** What tests and server.ts may reach besides HTTP. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The database's change feed (db/change-feed.ts): tests settle it after writing by SQL. */
  changes: ChangeFeed;
  flags: FlagService;
  hasher: PasswordHasher;
  /** True when this start filled an empty database with the demo school. */
  seededDemo: boolean;
  webBuild: boolean;
  /** Delivers stored notifications now (tests; the server also does it every NOTIFICATION_DISPATCH_MS). */
  dispatchNotifications(): Promise<void>;
  /** Runs the scheduled notification jobs as at `now` (tests; the server every NOTIFICATION_JOBS_MS). */
  runNotificationJobs(now: Date): Promise<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    prepa: AppContext;
  }
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password2',
  '*.newPassword1',
  '*.newPassword2',
  '*.oldPassword',
  '*.token',
  '*.access',
  '*.refresh',
  '*.authCode',
  '*.phoneKey',
  '*.body.code',
];

/** Methods that write nothing: their answers need not wait for the change feed. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      hooks: quietPrematureCloseHooks,
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerWireHooks(app);
  registerPlatform(app, config);

  const routeTable = new RouteTable();
  guardBeforeValidation(app);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api')) routeTable.add(route.url, route.method);
  });

  // Infrastructure.
  const dbHandle = openDb({
    ...config,
    pgliteSnapshot: overrides.pgliteSnapshot,
    onIdleError: (err) => app.log.warn({ err }, 'database connection lost'),
  });
  const counters =
    overrides.counters ??
    (config.redisUrl
      ? createRedisCounterStore(config.redisUrl, config.redisPrefix, (err) =>
          app.log.warn({ err }, 'rate-limit counters: redis'),
        )
      : createMemoryCounterStore());
  app.addHook('onClose', async () => {
    await counters.close();
    await dbHandle.close();
  });
  const { db } = dbHandle;
  await runMigrations(db, config.migrationsDir, dbHandle.schemaName);
  // What other instances (and SQL by hand) change, told by the database; before its own close (hooks
  // run in reverse order of adding).
  const changes = await dbHandle.changeFeed((err) => app.log.warn({ err }, 'change feed'));
  app.addHook('onClose', () => changes.close());
  // A request that may have written answers once its writes have reached this instance's feed, so
  // the client's next read here sees them.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) await changes.settle();
  });
  await seedBase(db);

  const jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt', randomSecret));
  const signer = createTokenSigner(jwtSecret, config.accessTokenTtlSeconds);
  const hasher = createPasswordHasher(config.argon2);
  app.addHook('onClose', () => hasher.close());
  const limiter = createRateLimiter(counters);
  const messenger = overrides.messenger ?? createOutboxMessenger(db);

  const seededDemo = config.seed === 'demo' ? await seedDemo({ db, hashPassword: hasher.hash }) : false;

  // Services.
  const flags = createFlagService(db, changes);
  // One bus for every instance's sockets (Redis pub/sub when REDIS_URL is set): lesson chat, sign-outs.
  const bus = createBus(config, app.log);
  const auth = createAuthService({
    db,
    signer,
    hasher,
    limiter,
    messenger,
    publicUrl: config.publicUrl,
    isFlagOn: flags.isOn,
    onSessionsEnded: (ended) => {
      bus
        .publish(sessionsEndedChannel(ended.userId), ended)
        .catch((err: unknown) => app.log.error({ err }, 'sessions-ended publish'));
    },
    sessionCacheMs: config.sessionCacheMs,
    announceSessionForget: (forget) => {
      bus
        .publish(SESSION_CACHE_CHANNEL, forget)
        .catch((err: unknown) => app.log.error({ err }, 'session-cache publish'));
    },
  });
  // Other instances' forgets of cached session lookups (modules/auth/session-cache.ts).
  const stopSessionForgets = await bus.subscribe(SESSION_CACHE_CHANNEL, (message) => {
    const forget = parseSessionForget(message);
    if (forget) auth.receiveSessionForget(forget);
  });
  app.addHook('preClose', stopSessionForgets);
  const registration = createRegistrationService({
    db,
    signer,
    hasher,
    limiter,
    messenger,
    sessions: auth.sessions,
    otpPerIpPerHour: config.otpPerIpPerHour,
  });
  const clock = overrides.clock ?? systemClock;
  const profile = createProfileService(db, clock, changes);
  const chat = createLessonChat(bus, {
    db,
    limiter,
    access: (d, user, lesson) => lessonAccess(d, user, lesson, clock()),
  });
  const gamification = createGamificationService(db, clock, changes);
  const student = createStudentService(db, clock, registration, changes);

  const webBuild = hasWebBuild(config.webDistDir);
  app.decorate('authenticate', auth.authenticate);
  app.decorate('userChanged', auth.userChanged);
  const notifications = createNotificationService(db, changes);
  const pushSender = overrides.pushSender ?? createWebPushSender(await vapidKeys(db, config), app.log);
  const dispatcher = createDispatcher(
    { db, bus, push: pushSender, messenger, log: app.log, origin: config.publicUrl ?? '' },
    config.notificationDispatchMs,
  );
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('preClose', async () => dispatcher.stop());
  scheduleNotificationJobs(app, db, config.notificationJobsMs);
  app.decorate('prepa', {
    config,
    db,
    changes,
    flags,
    hasher,
    seededDemo,
    webBuild,
    dispatchNotifications: () => dispatcher.run(),
    runNotificationJobs: (now: Date) => runScheduledJobs(db, now, app.log),
  });
  scheduleMaintenance(app, db, config.maintenanceIntervalMs);

  const spaIndex = webBuild
    ? createSpaFallback(config.webDistDir, {
        flags: () => flags.snapshot(),
        courseTypes: () => embeddedCourseTypes(db),
      })
    : undefined;
  registerErrorHandling(app, routeTable, spaIndex);
  await registerSecurityHeaders(app);
  registerOneShotCompression(app);
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_MIN_BYTES });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: snakeCaseOpenApi(jsonSchemaTransform),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db, counters.ping?.bind(counters)));
      await api.register(authRoutes({ auth, registration }));
      await api.register(profileRoutes(profile, db));
      await api.register(avatarRoutes(db));
      await api.register(await shopArea(db, { devTools: config.devOutbox, changes }));
      await api.register(gamificationRoutes(gamification));
      await api.register(studentRoutes(student, createBannerService(db, clock, changes)));
      await api.register(goalsRoutes(createGoalsServices(db, clock, changes)));
      await api.register(progressRoutes(createProgressService(db, gamification, changes)));
      await api.register(resultsRoutes(createResultsService(db, clock, changes)));
      await api.register(individualTasksRoutes(db, clock, changes));
      await api.register(livesRoutes(createLivesService(db, changes)));
      await api.register(flagRoutes(flags, { devTools: config.devOutbox }));
      await api.register(settingsRoutes());
      if (config.devOutbox) await api.register(outboxRoutes(createOutboxService(db)));
      await api.register(
        await lessonsArea(db, clock, { timetableSources: [homeworkTimetableEntries], feed: changes }),
      );
      await api.register(
        homeworkRoutes(
          createHomeworkService({
            db,
            clock,
            feed: changes,
            onWrongTasks: addHomeworkMistakes,
            precheck: {
              reviewer: createLongAnswerReviewer(config.longAnswerReviewer),
              isOn: (platform) => flags.isOn(platform, 'homework-neuro-precheck'),
            },
          }),
        ),
      );
      await api.register(
        notificationRoutes(notifications, pushSender, { allowLoopback: config.webPushAllowLoopback }),
      );
      await api.register(
        trainingRoutes(createTrainingService(db, clock, changes), createLevelTestService(db, changes)),
      );
      await api.register(referralRoutes(createReferralService({ db, isFlagOn: flags.isOn, feed: changes })));
      await api.register(cpaRoutes(createCpaService({ db, limiter })));
      await api.register(globalModalsArea(db, clock, changes));
      await api.register(chatReportRoutes(chat));
    },
    { prefix: '/api' },
  );

  // Sockets (docs/realtime.md): one layer and one bus (Redis pub/sub when REDIS_URL is set).
  const realtime = await createRealtime(app, {
    bus,
    authenticate: auth.authenticate,
  });
  lessonChatArea(realtime, chat);

  notificationsEndpoint(realtime, notifications);

  if (spaIndex) await registerWebStatic(app, config.webDistDir, spaIndex);
  return app;
}

/** VAPID keys from the config, or a pair generated once and kept in the database (shared by instances). */
async function vapidKeys(db: Db, config: Config) {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const stored = JSON.parse(
    await getOrCreateSecret(db, 'vapid', () => JSON.stringify(generateVapidKeys())),
  ) as {
    publicKey: string;
    privateKey: string;
  };
  return { ...stored, subject };
}

export {
  balancesOf,
  balanceOf,
  InsufficientBalance,
  LEDGER_CURRENCIES,
  lockLedger,
  type LedgerCredit,
  type LedgerReason,
  type LedgerResult,
} from './ledger.js';
export {
  creditLedger,
  recordActivity,
  lessonWatched,
  homeworkPoints,
  cardsLearned,
  type ActivityKind,
} from './events.js';
export { systemClock, type Clock } from '../calendar/index.js';
export { levelFor } from './levels.js';
export { createGamificationService, type GamificationService } from './service.js';
export { gamificationRoutes } from './routes.js';
export { individualTasksRoutes } from './individual-tasks-routes.js';

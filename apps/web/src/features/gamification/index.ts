// No code runs here: the texts are registered by the components that show them (./texts.ts).
export { CurrencyBar, CurrencyBarView } from './components/currency-bar';
export { ActivityWidget, ActivityWidgetView } from './components/activity-widget';
export { DailyActions } from './components/daily-actions';
export { CurrencyIcon } from './components/currency-icon';
export { formatLimit } from './model/limits';
export { activityMessage } from './model/activity-message';
export { LoyaltyModal } from './components/loyalty-modal';
export { ExpChart } from './components/exp-chart';
export {
  useNextLevel,
  useRating,
  useExpHistory,
  balanceQueryOptions,
  dailyActionsQueryOptions,
  dailyStrikeQueryOptions,
} from './api/gamification';
export { individualTasksQueryOptions } from './api/tasks-lives';
export { StudentHeaderSlot } from './components/header-slot-entry';
export { BalanceHistory } from './components/balance-history';
export { CurrentProgress } from './components/current-progress';
export { FinancialReport } from './components/financial-report';
export { IndividualTasks } from './components/individual-tasks';
export { LivesSection, Hearts } from './components/lives-section';

import { bootstrapSession, connectApiClientToSession, watchOtherTabs } from '../features/auth';
import { loadFlags } from '../features/flags';

/** Start-up: API client wired to the session; flags (≤ 1 s) and the session settle in parallel. */
export function start(): void {
  connectApiClientToSession();
  watchOtherTabs();
  void loadFlags();
  void bootstrapSession();
}

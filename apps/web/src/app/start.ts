import { bootstrapSession, connectApiClientToSession, watchOtherTabs } from '../features/auth';
import { loadFlags } from '../features/flags';

/** Start-up: API client wired to the session; flags (≤ 1 s) and the session settle in parallel. */
export function start(): void {
  connectApiClientToSession();
  watchOtherTabs();
  void loadFlags();
  void bootstrapSession();
  // Attribution (spec 1 §5): only an address with utm_source loads the referral chunk to send it.
  if (new URLSearchParams(window.location.search).has('utm_source'))
    void import('../features/referral').then((m) => m.sendCpaMarkersOnce());
}

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app/global.css';
import { prepaintStartPage, sendStartupRequests } from './app/early-requests';
import { tokenStore } from './shared/api/tokens';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Someone signed out opening the login page gets the login card alone (decision 003: the page is
 * usable after little JavaScript); everything else starts the whole app.
 */
function isFirstLoginVisit(): boolean {
  const { pathname, search } = window.location;
  if (pathname !== '/auth/login' && pathname !== '/auth/login/') return false;
  const query = new URLSearchParams(search);
  const carriesSession = ['code', 'accessToken', 'refreshToken'].some((key) => query.has(key));
  return !carriesSession && !tokenStore.access() && !tokenStore.refresh();
}

if (isFirstLoginVisit()) void import('./app/login-first').then((m) => m.renderLoginFirst(container));
else {
  // The session check and the page's first answers travel while the app's code loads.
  sendStartupRequests(window.location);
  // What the page shows before its answers, painted now rather than once the app's code is in.
  prepaintStartPage(window.location);
  void import('./app/boot').then((m) => m.bootApp(container));
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server, trackRequests } from '../../test/msw';
import { renderWithProviders } from '../../test/render';
import { StudentProgressPage } from './student-progress-page';

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const level = { id: 1, title: 'Новичок', order: 1, exp_required: 0 };

function answer(url: string): JsonBodyType {
  if (url.includes('balance-history'))
    return page([
      { id: 1, currency: 'umcoins', amount: 30, reason: 'PURCHASE', created_at: '2026-11-20T10:00:00Z' },
    ]);
  if (url.includes('financial-report')) return page([]);
  if (url.includes('current-progress'))
    return { exp: 5, level, strike_days: 0, today_earned: false, subjects: [] };
  if (url.includes('next-level')) return { current: level, next: null, exp: 5, progress: 1 };
  if (url.includes('student-balance'))
    return {
      balance: { exp: 5, umcoins: 30, medals: 0, keys: 0, bonuses: 0 },
      limits: { umcoins: null, medals: null, keys: null, exp: null, strike: null },
      medals_locked: true,
    };
  return { results: [] };
}

let requests: { method: string; url: string }[] = [];
beforeEach(() => {
  // The page reads many endpoints; every GET under /api gets its answer (a POST would fail the test).
  server.use(http.get('/api/*', ({ request }) => HttpResponse.json(answer(request.url))));
  requests = trackRequests();
});

const requested = (part: string) => requests.some((r) => r.url.includes(part));

describe('StudentProgressPage (/loyalty)', () => {
  it('loads the balance history only when its tab is opened', async () => {
    renderWithProviders(<StudentProgressPage />, { route: '/loyalty' });
    expect(await screen.findByText('Опыт: 5')).toBeInTheDocument();
    expect(requested('balance-history')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'История баланса' }));
    expect(await screen.findByText('Покупка')).toBeInTheDocument();
    expect(requested('financial-report')).toBe(false);
  });

  it('opens the financial report from ?tab=report', async () => {
    renderWithProviders(<StudentProgressPage />, { route: '/loyalty?tab=report' });
    expect(await screen.findByTestId('financial-report-empty')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Финансовый отчёт' })).toHaveAttribute('aria-selected', 'true');
  });
});

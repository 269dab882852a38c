import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { BalanceHistory } from './balance-history';

const entry = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  currency: 'umcoins',
  amount: 10,
  reason: 'STREAK_REWARD',
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('BalanceHistory', () => {
  it('shows each change with its translated reason, signed amount and currency', async () => {
    const urls: string[] = [];
    server.use(
      http.get('/api/v2/students/balance-history/', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            entry(2, { amount: 50, reason: 'LEVEL_UP' }),
            entry(1, { currency: 'medals', amount: 1 }),
          ],
        });
      }),
    );
    renderWithProviders(<BalanceHistory />);
    const rows = await screen.findAllByTestId('balance-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Новый уровень');
    expect(rows[0]).toHaveTextContent('+50');
    expect(rows[0]).toHaveTextContent('Умкоины');
    expect(rows[1]).toHaveTextContent('Награда за серию');
    expect(rows[1]).toHaveTextContent('Медали');
    expect(urls[0]).toContain('/api/v2/students/balance-history/?limit=10&offset=0');
  });

  it('pages through a long history', async () => {
    server.use(
      http.get('/api/v2/students/balance-history/', ({ request }) =>
        HttpResponse.json({
          count: 15,
          next: null,
          previous: null,
          results:
            new URL(request.url).searchParams.get('offset') === '10'
              ? [entry(5, { reason: 'PURCHASE', amount: 7 })]
              : [entry(15, { reason: 'REFERRAL' })],
        }),
      ),
    );
    renderWithProviders(<BalanceHistory />);
    expect(await screen.findByText('Приглашённый друг')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Покупка')).toBeInTheDocument();
    const row = screen.getByTestId('balance-history-row');
    expect(within(row).getByText('+7')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    server.use(
      http.get('/api/v2/students/balance-history/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    renderWithProviders(<BalanceHistory />);
    expect(await screen.findByTestId('balance-history-empty')).toHaveTextContent(
      'Начислений и списаний пока нет',
    );
  });
});

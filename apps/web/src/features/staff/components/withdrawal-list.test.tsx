import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStaffTranslations } from '../i18n';
import { WithdrawalList } from './withdrawal-list';

registerStaffTranslations();

const request = {
  id: 7,
  request_id: '3f1c2b1a-0000-4000-8000-000000000007',
  user_id: 42,
  amount: 300,
  details: 'Карта 4276 1234 5678 9012',
  status: 'NEW',
  created_at: '2026-11-20T09:00:00Z',
  student_name: 'Анна Петрова',
  student_email: 'anna@example.com',
};

describe('WithdrawalList', () => {
  it('shows a request with who asked and where to pay; rejecting asks first, sends the decision and reloads', async () => {
    let status = 'NEW';
    const decisions: unknown[] = [];
    server.use(
      http.get('/api/v2/managers/referral/withdrawals/', () =>
        HttpResponse.json({ results: [{ ...request, status }] }),
      ),
      http.post('/api/v2/managers/referral/withdrawals/7/decision/', async ({ request: req }) => {
        const body = (await req.json()) as { status: string };
        decisions.push(body);
        status = body.status;
        return HttpResponse.json({ ...request, status });
      }),
    );
    renderWithProviders(<WithdrawalList />);
    const card = await screen.findByTestId('withdrawal-card');
    expect(card).toHaveTextContent('300 бонусов');
    expect(card).toHaveTextContent('Анна Петрова (anna@example.com)');
    expect(card).toHaveTextContent('Карта 4276 1234 5678 9012');
    expect(within(card).getByText('Новая')).toBeInTheDocument();

    await userEvent.click(within(card).getByTestId('withdrawal-reject'));
    expect(
      await screen.findByText(
        '300 бонусов вернутся на счёт ученика anna@example.com. Изменить решение нельзя.',
      ),
    ).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await userEvent.click(screen.getByTestId('withdrawal-confirm'));

    expect(await screen.findByText('Заявка отклонена, бонусы вернулись ученику')).toBeInTheDocument();
    expect(decisions).toEqual([{ status: 'REJECTED' }]);
    expect(
      await within(await screen.findByTestId('withdrawal-card')).findByText('Отклонена'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('withdrawal-paid')).toBeNull();
  });

  it('says so when there are no requests', async () => {
    server.use(http.get('/api/v2/managers/referral/withdrawals/', () => HttpResponse.json({ results: [] })));
    renderWithProviders(<WithdrawalList />);
    expect(await screen.findByTestId('withdrawals-empty')).toHaveTextContent('Заявок на вывод пока нет');
  });
});

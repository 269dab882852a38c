import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStaffTranslations } from '../i18n';
import { RefundList } from './refund-list';

registerStaffTranslations();

const due = {
  id: 11,
  transaction_uuid: 'c0ffee00-0000-4000-8000-000000000011',
  order_number: '1042',
  student_name: 'Анна Петрова',
  student_email: 'anna@example.com',
  amount: 399_000,
  currency: 'RUB',
  paid_at: '2026-11-20T09:00:00Z',
};

describe('RefundList', () => {
  it('shows who paid how much and when; refusing needs a reason, sends it and the refund leaves the list', async () => {
    let decided = false;
    const decisions: unknown[] = [];
    server.use(
      http.get('/api/v2/manager/refunds/', () => HttpResponse.json({ results: decided ? [] : [due] })),
      http.post('/api/v2/manager/refunds/11/decision/', async ({ request }) => {
        const body = (await request.json()) as { status: string; reason?: string };
        decisions.push(body);
        decided = true;
        return HttpResponse.json({ ...due, ...body, decided_at: '2026-11-21T10:00:00Z' });
      }),
    );
    renderWithProviders(<RefundList />);
    // The first render loads Mantine and the texts: slow on a busy machine.
    const card = await screen.findByTestId('refund-card', {}, { timeout: 10_000 });
    expect(card).toHaveTextContent('Заказ № 1042');
    expect(card).toHaveTextContent('Анна Петрова (anna@example.com)');
    // 399 000 kopecks, formatted in roubles.
    expect(card.textContent?.replace(/\s/g, ' ')).toMatch(/3\s?990 ₽/);
    expect(within(card).getByText('К возврату')).toBeInTheDocument();

    await userEvent.click(within(card).getByTestId('refund-reject'));
    const confirm = await screen.findByTestId('refund-confirm');
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Причина отказа/), 'Курс уже начат');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(
      await screen.findByText('В возврате по заказу № 1042 отказано, курсы открыты'),
    ).toBeInTheDocument();
    expect(decisions).toEqual([{ status: 'REJECTED', reason: 'Курс уже начат' }]);
    expect(await screen.findByTestId('refunds-empty')).toHaveTextContent('Возвратов нет');
  });

  it('marking a refund returned asks first, sends no reason and says when it failed', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get('/api/v2/manager/refunds/', () => HttpResponse.json({ results: [due] })),
      http.post('/api/v2/manager/refunds/11/decision/', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json(
          {
            type: 'client_error',
            errors: [{ code: 'refund_decided', detail: 'Already decided', attr: null }],
          },
          { status: 400 },
        );
      }),
    );
    renderWithProviders(<RefundList />);
    const card = await screen.findByTestId('refund-card', {}, { timeout: 10_000 });
    await userEvent.click(within(card).getByTestId('refund-refunded'));
    expect(screen.queryByTestId('refund-reason')).toBeNull();
    await userEvent.click(await screen.findByTestId('refund-confirm'));
    expect(await screen.findByText('Не удалось сохранить решение')).toBeInTheDocument();
    expect(decisions).toEqual([{ status: 'REFUNDED' }]);
  });
});

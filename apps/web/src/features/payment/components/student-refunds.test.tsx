import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../shared/i18n';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { PaymentSuccess } from './payment-success';
import { StudentRefunds } from './student-refunds';

const order = (n: number, refund: Record<string, unknown>, status = 'CANCELLED') => ({
  uuid: `c0ffee00-0000-4000-8000-00000000000${n}`,
  status,
  amount: 399_000,
  currency: 'RUB',
  method: 'CARD',
  order_number: `P-${n}`,
  created_at: '2026-11-19T09:00:00Z',
  paid_at: null,
  products: [{ id: n, title: `Курс ${n}` }],
  refund: { reason: null, paid_at: '2026-11-19T10:00:00Z', decided_at: null, ...refund },
});
const refused = order(
  3,
  // 22:30 UTC is already the next day in Moscow, the platform's timezone.
  { status: 'REJECTED', reason: 'Курс уже начат', decided_at: '2026-11-20T22:30:00Z' },
  'PAID',
);
const list = [
  refused,
  order(2, { status: 'REFUNDED', decided_at: '2026-11-20T09:00:00Z' }),
  order(1, { status: 'DUE' }),
];

const flat = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ') ?? '';

afterEach(async () => {
  await i18next.changeLanguage('ru');
});

describe('StudentRefunds', () => {
  it('shows each order: money due back, returned with the date, refused with the reason', async () => {
    server.use(http.get('/api/v2/students/refunds/', () => HttpResponse.json({ results: list })));
    renderWithProviders(<StudentRefunds />);
    // The first render loads Mantine and the texts: slow on a busy machine.
    const cards = await screen.findAllByTestId('student-refund', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Возвраты' })).toBeInTheDocument();
    expect(cards.map((c) => within(c).getByTestId('refund-state').dataset.status)).toEqual([
      'REJECTED',
      'REFUNDED',
      'DUE',
    ]);
    const [rejected, refunded, due] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(rejected).getByRole('heading', { name: 'Заказ № P-3' })).toBeInTheDocument();
    expect(rejected).toHaveTextContent('В возврате отказано');
    expect(flat(rejected)).toMatch(/В возврате 3 990 ₽ отказано 21 ноября 2026/);
    expect(within(rejected).getByTestId('refund-reason')).toHaveTextContent('Причина: Курс уже начат');
    expect(rejected).toHaveTextContent('Оплаченные курсы открыты.');

    expect(refunded).toHaveTextContent('Деньги возвращены');
    expect(flat(refunded)).toMatch(/3 990 ₽ возвращены 20 ноября 2026/);
    expect(within(refunded).queryByTestId('refund-reason')).toBeNull();

    expect(due).toHaveTextContent('Деньги вернём');
    expect(due).toHaveTextContent('Школа вернёт деньги');
    expect(due).toHaveTextContent('Курс 1');
    expect(due).toHaveTextContent('Оплата пришла 19 ноября 2026');
  });

  it('speaks English in English', async () => {
    await i18next.changeLanguage('en');
    server.use(http.get('/api/v2/students/refunds/', () => HttpResponse.json({ results: [refused] })));
    renderWithProviders(<StudentRefunds />);
    const card = await screen.findByTestId('student-refund', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Refund declined');
    expect(flat(card)).toMatch(/Your refund of .*3,990.* was declined on 21 November 2026/);
    expect(within(card).getByTestId('refund-reason')).toHaveTextContent('Reason: Курс уже начат');
  });

  it('shows nothing when the student has no refunds', async () => {
    let asked = false;
    server.use(
      http.get('/api/v2/students/refunds/', () => {
        asked = true;
        return HttpResponse.json({ results: [] });
      }),
    );
    renderWithProviders(<StudentRefunds />);
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('student-refunds')).toBeNull();
    expect(screen.queryByText('Возвраты')).toBeNull();
  });
});

describe('PaymentSuccess with money that came late', () => {
  it('says the money will be returned instead of calling it a payment error', async () => {
    const late = order(1, { status: 'DUE' });
    server.use(http.get(`/api/core/pay/transactions/${late.uuid}/`, () => HttpResponse.json(late)));
    renderWithProviders(<PaymentSuccess uuid={late.uuid} />);
    const page = await screen.findByTestId('payment-refund', {}, { timeout: 10_000 });
    expect(within(page).getByRole('heading', { level: 1, name: 'Заказ № P-1' })).toBeInTheDocument();
    expect(within(page).getByTestId('refund-state')).toHaveAttribute('data-status', 'DUE');
  });
});

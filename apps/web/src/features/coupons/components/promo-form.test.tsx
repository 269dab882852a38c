import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { PromoForm } from './promo-form';

const product = {
  id: 3,
  title: 'Химия ЕГЭ',
  product_type: { id: 1, course_type: { sys_course_type: { title: 'Курс' } } },
};
/** Answers the activation with `activate` and the coupon list; returns the activation bodies. */
function route(activate: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/products/coupons/activate/', async ({ request }) => {
      bodies.push(await request.json());
      return activate();
    }),
    http.get('/api/products/my-coupons/', () =>
      HttpResponse.json({ results: [{ code: 'A', activated_at: '2026-01-01', products: [product] }] }),
    ),
  );
  return bodies;
}

describe('promo-code popover', () => {
  it('disables submit while empty and submits on Enter', async () => {
    const bodies = route(() => HttpResponse.json({ products: [product] }));
    renderWithProviders(<PromoForm />);
    expect(screen.getByTestId('promo-submit')).toBeDisabled();
    await userEvent.type(screen.getByTestId('promo-input'), 'SPRING{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ code: 'SPRING' }]));
    expect(await screen.findByText(/Химия ЕГЭ/)).toBeInTheDocument();
  });

  it("shows 'this promo code does not exist' on 404 and clears it when the text changes", async () => {
    route(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'not_found', detail: 'Not found.', attr: null }] },
        { status: 404 },
      ),
    );
    renderWithProviders(<PromoForm />);
    await userEvent.type(screen.getByTestId('promo-input'), 'NOPE{Enter}');
    expect(await screen.findByText('Такого промокода не существует')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('promo-input'), 'X');
    expect(screen.queryByText('Такого промокода не существует')).not.toBeInTheDocument();
  });

  it('shows other details on the field', async () => {
    route(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'expired', detail: 'Промокод истёк', attr: 'code' }] },
        { status: 400 },
      ),
    );
    renderWithProviders(<PromoForm />);
    await userEvent.type(screen.getByTestId('promo-input'), 'OLD{Enter}');
    expect(await screen.findByText('Промокод истёк')).toBeInTheDocument();
  });
});

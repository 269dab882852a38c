import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../../shop';
import { PromoForm } from './promo-popover';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const product = {
  id: 3,
  title: 'Химия ЕГЭ',
  product_type: { id: 1, course_type: { sys_course_type: { title: 'Курс' } } },
};
function route(activate: Response) {
  fetchMock.mockImplementation((url) =>
    Promise.resolve(
      String(url).includes('/coupons/activate/')
        ? activate
        : jsonResponse(200, { results: [{ code: 'A', activated_at: '2026-01-01', products: [product] }] }),
    ),
  );
}

describe('promo-code popover', () => {
  it('disables submit while empty and submits on Enter', async () => {
    route(jsonResponse(200, { products: [product] }));
    renderWithProviders(<PromoForm />);
    expect(screen.getByTestId('promo-submit')).toBeDisabled();
    await userEvent.type(screen.getByTestId('promo-input'), 'SPRING{Enter}');
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(([u]) => String(u).includes('/coupons/activate/'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'SPRING' });
    });
    expect(await screen.findByText(/Химия ЕГЭ/)).toBeInTheDocument();
  });

  it("shows 'this promo code does not exist' on 404 and clears it when the text changes", async () => {
    route(
      jsonResponse(404, {
        type: 'client_error',
        errors: [{ code: 'not_found', detail: 'Not found.', attr: null }],
      }),
    );
    renderWithProviders(<PromoForm />);
    await userEvent.type(screen.getByTestId('promo-input'), 'NOPE{Enter}');
    expect(await screen.findByText('Такого промокода не существует')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('promo-input'), 'X');
    expect(screen.queryByText('Такого промокода не существует')).not.toBeInTheDocument();
  });

  it('shows other details on the field', async () => {
    route(
      jsonResponse(400, {
        type: 'client_error',
        errors: [{ code: 'expired', detail: 'Промокод истёк', attr: 'code' }],
      }),
    );
    renderWithProviders(<PromoForm />);
    await userEvent.type(screen.getByTestId('promo-input'), 'OLD{Enter}');
    expect(await screen.findByText('Промокод истёк')).toBeInTheDocument();
  });
});

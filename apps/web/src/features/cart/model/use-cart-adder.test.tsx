import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../../shop';
import { ClearCartPrompt } from '../components/clear-cart-prompt';
import { useCartAdder } from './use-cart-adder';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const conflict = {
  type: 'client_error',
  errors: [{ code: 'cart_conflict', detail: 'conflict', attr: null }],
};
const cart = {
  hash: 'h',
  is_standalone: false,
  is_owner: true,
  items: [],
  bundles: [],
  coupon: null,
  referral: null,
  full_amount: 0,
  discount: 0,
  amount: 0,
  currency: 'RUB',
  count: 1,
  org_info: { payment_info: { system: 'Sandbox' }, oferta_url: '/offer' },
  has_f2f_product: false,
};

function Harness() {
  const adder = useCartAdder({ standalone: false });
  const [result, setResult] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void adder.add({ item: { product: 5, pack: null } }).then((ok) => setResult(String(ok)))
        }
      >
        add
      </button>
      <output data-testid="result">{result}</output>
      <ClearCartPrompt
        opened={adder.conflict.opened}
        onConfirm={adder.conflict.confirm}
        onCancel={adder.conflict.cancel}
      />
    </>
  );
}

const body = (n: number) => JSON.parse(String(fetchMock.mock.calls[n]?.[1]?.body)) as Record<string, unknown>;

describe('adding to the cart', () => {
  it("asks to clear the cart on 422 and retries with replace on 'let's go'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, conflict)).mockResolvedValue(jsonResponse(200, cart));
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    await userEvent.click(await screen.findByTestId('cart-conflict-confirm'));
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
    expect(body(0)).toMatchObject({ item: { product: 5, pack: null }, replace: false });
    expect(body(1)).toMatchObject({ item: { product: 5, pack: null }, replace: true });
  });

  it("fails the add on 'leave as is' without another request", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(422, conflict));
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    await userEvent.click(await screen.findByTestId('cart-conflict-cancel'));
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
    expect(
      fetchMock.mock.calls.filter(
        ([u]) => String(u).includes('/api/cart/?') || String(u).endsWith('/api/cart/'),
      ),
    ).toHaveLength(1);
  });

  it('shows an info message for a product already in the cart', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        type: 'client_error',
        errors: [{ code: 'already_in_cart', detail: 'x', attr: null }],
      }),
    );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    expect(await screen.findByText('Этот курс уже в корзине')).toBeInTheDocument();
  });

  it("toasts 'failed to add product to cart' otherwise", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { type: 'server_error', errors: [{ code: 'error', detail: 'x', attr: null }] }),
    );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    expect(await screen.findByText('Не удалось добавить продукт в корзину')).toBeInTheDocument();
  });
});

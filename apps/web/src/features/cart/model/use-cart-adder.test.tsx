import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { ClearCartPrompt } from '../components/clear-cart-prompt';
import { useCartAdder } from './use-cart-adder';

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

/** Answers the adds in turn with `replies` (the last one repeats); returns the bodies received. */
function answerAdds(...replies: (() => Response)[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/cart/', async ({ request }) => {
      bodies.push(await request.json());
      return replies[Math.min(bodies.length, replies.length) - 1]!();
    }),
  );
  return bodies;
}
const conflicted = () => HttpResponse.json(conflict, { status: 422 });

describe('adding to the cart', () => {
  it("asks to clear the cart on 422 and retries with replace on 'let's go'", async () => {
    const bodies = answerAdds(conflicted, () => HttpResponse.json(cart));
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    await userEvent.click(await screen.findByTestId('cart-conflict-confirm'));
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('true'));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ item: { product: 5, pack: null }, replace: false });
    expect(bodies[1]).toMatchObject({ item: { product: 5, pack: null }, replace: true });
  });

  it("fails the add on 'leave as is' without another request", async () => {
    const bodies = answerAdds(conflicted);
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    await userEvent.click(await screen.findByTestId('cart-conflict-cancel'));
    await waitFor(() => expect(screen.getByTestId('result')).toHaveTextContent('false'));
    expect(bodies).toHaveLength(1);
  });

  it('shows an info message for a product already in the cart', async () => {
    answerAdds(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'already_in_cart', detail: 'x', attr: null }] },
        { status: 400 },
      ),
    );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    expect(await screen.findByText('Этот курс уже в корзине')).toBeInTheDocument();
  });

  it("toasts 'failed to add product to cart' otherwise", async () => {
    answerAdds(() =>
      HttpResponse.json(
        { type: 'server_error', errors: [{ code: 'error', detail: 'x', attr: null }] },
        { status: 500 },
      ),
    );
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('add'));
    expect(await screen.findByText('Не удалось добавить продукт в корзину')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { badgeLabel, CartBadge } from './cart-badge';

describe('cart badge', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });

  it('shows the server count from /cart/count/', async () => {
    server.use(http.get('/api/cart/count/', () => HttpResponse.json({ count: 12 })));
    renderWithProviders(<CartBadge />);
    expect(await screen.findByText('9+')).toBeInTheDocument();
  });

  it("toasts 'failed to load cart' when the count fails", async () => {
    server.use(
      http.get('/api/cart/count/', () =>
        HttpResponse.json(
          { type: 'server_error', errors: [{ code: 'error', detail: 'x', attr: null }] },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<CartBadge />);
    expect(await screen.findByText('Не удалось загрузить корзину')).toBeInTheDocument();
  });
});

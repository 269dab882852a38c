import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../../shop';
import { badgeLabel, CartBadge } from './cart-badge';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('cart badge', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });

  it('shows the server count from /cart/count/', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { count: 12 }));
    renderWithProviders(<CartBadge />);
    expect(await screen.findByText('9+')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/cart/count/');
  });

  it("toasts 'failed to load cart' when the count fails", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { type: 'server_error', errors: [{ code: 'error', detail: 'x', attr: null }] }),
    );
    renderWithProviders(<CartBadge />);
    expect(await screen.findByText('Не удалось загрузить корзину')).toBeInTheDocument();
  });
});

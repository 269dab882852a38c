import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StudentBalance } from '@prepa/contracts';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { CurrencyBarView } from './currency-bar';

const data: StudentBalance = {
  balance: { exp: 120, umcoins: 30, medals: 2, keys: 1, bonuses: 0 },
  limits: { umcoins: 500, medals: null, keys: 3, exp: null, strike: null },
  medalsLocked: false,
};

describe('CurrencyBar', () => {
  it('shows each balance with its limit: "n max" or "unlimited"', () => {
    renderWithProviders(<CurrencyBarView data={data} />);
    expect(screen.getByTestId('currency-umcoins')).toHaveTextContent('30');
    expect(screen.getByTestId('currency-umcoins')).toHaveAccessibleName(/Лимит: 500 макс\./);
    expect(screen.getByTestId('currency-exp')).toHaveAccessibleName(/Лимит: без ограничений/);
    expect(screen.getByTestId('currency-keys')).toHaveAccessibleName(/Лимит: 3 макс\./);
  });
  it('shows medals locked until the flags are accepted', () => {
    renderWithProviders(<CurrencyBarView data={{ ...data, medalsLocked: true }} />);
    const medals = screen.getByTestId('currency-medals');
    expect(medals).toHaveAttribute('data-locked', 'true');
    expect(medals).not.toHaveTextContent('2');
  });
  it('draws icons in the spec sizes', () => {
    renderWithProviders(<CurrencyBarView data={data} size="lg" />);
    expect(screen.getByTestId('currency-exp').querySelector('svg')).toHaveAttribute('data-size', '28');
  });
  it('loads its tooltips on first hover, and on first focus keeps the focus on the item', async () => {
    renderWithProviders(<CurrencyBarView data={data} />);
    // Nothing of the tooltip before the item is used.
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(screen.getByTestId('currency-umcoins'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Лимит: 500 макс\./);
    await userEvent.unhover(screen.getByTestId('currency-umcoins'));

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // The third item, rendered again inside its tooltip, still has the focus, and the tooltip shows.
    await screen.findByText(/Лимит: без ограничений/, { selector: '[role="tooltip"] *, [role="tooltip"]' });
    expect(screen.getByTestId('currency-medals')).toHaveFocus();
  });
});

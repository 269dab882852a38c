import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@prepa/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { ProfileMenu } from './profile-menu';

const user = {
  id: 5,
  firstName: 'Анна',
  lastName: 'Петрова',
  role: 'STUDENT_ROLE',
  avatar: null,
} as unknown as AuthUser;

describe('ProfileMenu', () => {
  it('opens by keyboard from the stand-in once its code has loaded, and the logout asks first', async () => {
    renderWithProviders(<ProfileMenu user={user} />);
    const button = screen.getByTestId('profile-menu');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByTestId('profile-menu')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('logout'));
    expect(await screen.findByTestId('logout-cancel')).toBeInTheDocument();
  });

  it('opens on a click of the stand-in', async () => {
    renderWithProviders(<ProfileMenu user={user} />);
    await userEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByTestId('menu-promo-codes')).toBeInTheDocument();
  });
});

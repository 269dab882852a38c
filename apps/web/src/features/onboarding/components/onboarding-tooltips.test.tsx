import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { OnboardingTooltips } from './onboarding-tooltips';

function Screen() {
  return (
    <>
      <button type="button" data-onboarding="coupons">
        promo
      </button>
      <select aria-label="lang" data-onboarding="platformSelect" />
      <OnboardingTooltips />
    </>
  );
}

describe('OnboardingTooltips', () => {
  it('shows anchored hints in the fixed order and saves each one done', async () => {
    const saved: unknown[] = [];
    server.use(
      http.patch('/api/core/users/onboarding-state/', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({});
      }),
      http.get('/api/v2/core/users/profile/', () =>
        HttpResponse.json({ id: 1, first_name: 'Аня', onboarding_state: { completeTasksEveryDay: true } }),
      ),
    );
    renderWithProviders(<Screen />);
    const tooltip = await screen.findByTestId('onboarding-tooltip');
    expect(tooltip).toHaveAttribute('data-hint', 'platformSelect');
    expect(tooltip).toHaveTextContent('Здесь можно переключить язык платформы');
    await userEvent.click(screen.getByTestId('onboarding-next'));
    await waitFor(() =>
      expect(screen.getByTestId('onboarding-tooltip')).toHaveAttribute('data-hint', 'coupons'),
    );
    expect(screen.getByTestId('onboarding-tooltip')).toHaveTextContent('Здесь твои купоны');
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    const body = saved[0] as { onboarding_state: Record<string, boolean> };
    // Keys travel snake_case on the wire, like every payload.
    expect(body.onboarding_state).toMatchObject({
      platform_select: true,
      complete_tasks_every_day: true,
      coupons: false,
    });
  });

  it('takes the focus when it opens, but not from a field the student is typing in', async () => {
    server.use(
      http.get('/api/v2/core/users/profile/', () =>
        HttpResponse.json({ id: 1, first_name: 'Аня', onboarding_state: { completeTasksEveryDay: true } }),
      ),
    );
    const typing = renderWithProviders(
      <>
        <input aria-label="coupon" autoFocus />
        <Screen />
      </>,
    );
    await screen.findByTestId('onboarding-tooltip');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'coupon' })).toHaveFocus());
    typing.unmount();

    renderWithProviders(<Screen />);
    await screen.findByTestId('onboarding-tooltip');
    await waitFor(() => expect(screen.getByTestId('onboarding-next')).toHaveFocus());
  });
});

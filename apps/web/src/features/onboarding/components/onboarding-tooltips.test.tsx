import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { OnboardingTooltips } from './onboarding-tooltips';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

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
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse(200, {})
        : jsonResponse(200, { id: 1, first_name: 'Аня', onboarding_state: { completeTasksEveryDay: true } }),
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
    const saved = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(saved?.[0])).toContain('/api/core/users/onboarding-state/');
    const body = JSON.parse(String(saved?.[1]?.body)) as { onboarding_state: Record<string, boolean> };
    // Keys travel snake_case on the wire, like every payload.
    expect(body.onboarding_state).toMatchObject({
      platform_select: true,
      complete_tasks_every_day: true,
      coupons: false,
    });
  });
});

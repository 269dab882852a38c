import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DailyStrike } from '@prepa/contracts';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { ActivityWidgetView } from './activity-widget';

const strike = (over: Partial<DailyStrike>): DailyStrike => ({
  strikeDays: 0,
  weekStatuses: ['earned', 'earned', 'not_earned', 'not_earned', 'not_earned', 'not_earned', 'in_progress'],
  nextReward: { umcoins: 10, medals: 1, strikeDays: 3 },
  todayEarned: false,
  ...over,
});

describe('ActivityWidget messages (spec 1 §4)', () => {
  it('streak above zero, today not earned: keep up the pace', () => {
    renderWithProviders(<ActivityWidgetView strike={strike({ strikeDays: 4 })} />);
    expect(screen.getByTestId('activity-message')).toHaveTextContent(
      'Позанимайся сегодня, чтобы сохранить темп',
    );
    expect(screen.getByTestId('strike-days')).toHaveTextContent('4 дня подряд');
  });
  it('today earned: another step made', () => {
    renderWithProviders(<ActivityWidgetView strike={strike({ strikeDays: 5, todayEarned: true })} />);
    expect(screen.getByTestId('activity-message')).toHaveTextContent(
      'Ещё один шаг к классному результату сделан',
    );
  });
  it('streak zero: take the first step', () => {
    renderWithProviders(<ActivityWidgetView strike={strike({ strikeDays: 0 })} />);
    expect(screen.getByTestId('activity-message')).toHaveTextContent('Сделай первый шаг…');
  });
  it('shows the last seven days by weekday, today last', () => {
    // Monday 23 November 2026: the seven days run from Tuesday 17 to Monday 23.
    const today = new Date('2026-11-23T12:00:00Z');
    renderWithProviders(<ActivityWidgetView strike={strike({})} today={today} />);
    const days = screen.getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAttribute('aria-label', 'вт: заработано');
    expect(days[6]).toHaveAttribute('aria-label', 'пн: в процессе');
  });
  it('names the days in the platform timezone, as the server counts them, not the device’s', () => {
    // 22:30 UTC on Monday 23 November is already Tuesday 24 in Moscow (the RU platform).
    renderWithProviders(<ActivityWidgetView strike={strike({})} today={new Date('2026-11-23T22:30:00Z')} />);
    const days = screen.getAllByRole('listitem');
    expect(days[0]).toHaveAttribute('aria-label', 'ср: заработано');
    expect(days[6]).toHaveAttribute('aria-label', 'вт: в процессе');
  });
  it('opens "more detail" in a dialog loaded on first use, and gives the focus back on close', async () => {
    renderWithProviders(<ActivityWidgetView strike={strike({})} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const more = screen.getByRole('button', { name: 'Подробнее' });
    await userEvent.click(more);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(more).toHaveFocus());
    // Kept mounted: it opens again.
    await userEvent.click(more);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerTasksLivesTexts } from '../i18n/register';
import { IndividualTasks } from './individual-tasks';

registerTasksLivesTexts();

const week = { week_start: '2026-02-02', week_end: '2026-02-08' };
const task = (kind: string, progress: number, goal: number, extra: object = {}) => ({
  id: `weekly-${kind}`,
  kind,
  title_key: `student.tasks.title_${kind}`,
  progress,
  goal,
  done: progress >= goal,
  reward: { umcoins: 10 },
  rewarded: progress >= goal,
  ...week,
  ...extra,
});

const answer = (reply: () => Response) => server.use(http.get('/api/gamification/individual-tasks/', reply));

describe('IndividualTasks', () => {
  it('shows each task with its progress, reward and done state', async () => {
    answer(() => HttpResponse.json({ results: [task('lessons', 2, 2), task('tasks', 4, 10)], ...week }));
    renderWithProviders(<IndividualTasks platform="RU" />);
    expect(screen.getByTestId('individual-tasks-loading')).toBeInTheDocument();
    expect(await screen.findByText('Посмотри уроки: 2')).toBeInTheDocument();
    expect(screen.getByText('Неделя 2 февраля — 8 февраля')).toBeInTheDocument();
    const lessons = screen.getByTestId('individual-task-weekly-lessons');
    expect(lessons).toHaveAttribute('data-done', 'true');
    expect(lessons).toHaveTextContent('Награда получена');
    expect(lessons).toHaveTextContent('2 из 2');
    const tasks = screen.getByTestId('individual-task-weekly-tasks');
    expect(tasks).not.toHaveAttribute('data-done');
    expect(tasks).toHaveTextContent('4 из 10');
    expect(screen.getByRole('progressbar', { name: 'Реши задачи из домашек: 10' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getAllByText('Награда: 10 умкоинов')).toHaveLength(2);
  });

  it('says when there are no tasks and when they failed to load', async () => {
    answer(() => HttpResponse.json({ results: [], ...week }));
    const { unmount } = renderWithProviders(<IndividualTasks platform="KZ" />);
    expect(await screen.findByTestId('individual-tasks-empty')).toHaveTextContent(
      'На этой неделе заданий нет',
    );
    unmount();
    answer(() =>
      HttpResponse.json(
        { type: 'server_error', errors: [{ code: 'error', detail: 'Ошибка', attr: null }] },
        { status: 500 },
      ),
    );
    renderWithProviders(<IndividualTasks platform="RU" />);
    expect(await screen.findByTestId('individual-tasks-error')).toHaveTextContent(
      'Не удалось загрузить задания',
    );
  });

  it('is hidden, without a request, on platforms without home individual tasks', () => {
    renderWithProviders(<IndividualTasks platform="ONE" />);
    expect(screen.queryByTestId('individual-tasks')).not.toBeInTheDocument();
    expect(screen.queryByTestId('individual-tasks-loading')).not.toBeInTheDocument();
    renderWithProviders(<IndividualTasks platform="ACADEMY" />);
    expect(screen.queryByTestId('individual-tasks')).not.toBeInTheDocument();
    // No handler: any request would fail the test.
  });
});

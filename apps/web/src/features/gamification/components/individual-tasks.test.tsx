import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerTasksLivesTexts } from '../i18n/register';
import { IndividualTasks } from './individual-tasks';

registerTasksLivesTexts();

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

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

describe('IndividualTasks', () => {
  it('shows each task with its progress, reward and done state', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { results: [task('lessons', 2, 2), task('tasks', 4, 10)], ...week }),
    );
    renderWithProviders(<IndividualTasks platform="RU" />);
    expect(screen.getByTestId('individual-tasks-loading')).toBeInTheDocument();
    expect(await screen.findByText('Посмотри уроки: 2')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/gamification/individual-tasks/');
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
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: [], ...week }));
    const { unmount } = renderWithProviders(<IndividualTasks platform="KZ" />);
    expect(await screen.findByTestId('individual-tasks-empty')).toHaveTextContent(
      'На этой неделе заданий нет',
    );
    unmount();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(500, { type: 'server_error', errors: [{ code: 'error', detail: 'Ошибка', attr: null }] }),
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
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerHomeworkTexts } from '../i18n/register';
import { HomeworkList } from './homework-list';

registerHomeworkTexts();

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const item = {
  id: 3,
  title: 'Логарифмы',
  deadline: '2030-01-01T20:59:00Z',
  product_type_id: 1,
  course_title: 'Математика ЕГЭ',
  class_type_id: 1,
  subject: 'Математика',
  lesson_id: null,
  status: 'CHECKED_BY_SITE',
  submission_id: 9,
  tasks_count: 5,
  score: 4,
  max_score: 5,
};

describe('HomeworkList', () => {
  it('shows each homework with its status badge, task count and score', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/types/')
        ? jsonResponse(200, {
            results: [{ id: 1, title: 'Математика ЕГЭ', class_type_id: 1, subject: 'Математика' }],
          })
        : jsonResponse(200, { count: 1, next: null, previous: null, results: [item] }),
    );
    renderWithProviders(<HomeworkList />);
    expect(await screen.findByText('Логарифмы')).toBeInTheDocument();
    expect(screen.getByTestId('homework-status')).toHaveTextContent('Проверено автоматически');
    expect(screen.getByText(/5 заданий/)).toBeInTheDocument();
    expect(screen.getByText('Баллы: 4 из 5')).toBeInTheDocument();
  });
});

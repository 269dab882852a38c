import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerHomeworkTexts } from '../i18n/register';
import { HomeworkList } from './homework-list';
import { HomeworkSolve } from './homework-solve';

registerHomeworkTexts();

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
    server.use(
      http.get('/api/v2/homework/types/', () =>
        HttpResponse.json({
          results: [{ id: 1, title: 'Математика ЕГЭ', class_type_id: 1, subject: 'Математика' }],
        }),
      ),
      http.get('/api/v2/homework/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [item] }),
      ),
    );
    renderWithProviders(<HomeworkList />);
    expect(await screen.findByText('Логарифмы')).toBeInTheDocument();
    expect(screen.getByTestId('homework-status')).toHaveTextContent('Проверено автоматически');
    expect(screen.getByText(/5 заданий/)).toBeInTheDocument();
    expect(screen.getByText('Баллы: 4 из 5')).toBeInTheDocument();
  });
});

describe('HomeworkSolve', () => {
  const detail = {
    ...item,
    status: 'RESENT',
    tasks: [],
    answers: {},
    draft_saved_at: null,
    editable: true,
    results: [],
    passed: null,
    curator_comment: 'Допишите отбор корней',
  };
  const answerDetail = (body: Record<string, unknown>) =>
    server.use(http.get('/api/v2/homework/3/', () => HttpResponse.json(body)));

  it('shows why the curator returned the work, and the work stays editable', async () => {
    answerDetail(detail);
    renderWithProviders(<HomeworkSolve homeworkId={3} />);
    const note = await screen.findByTestId('curator-comment');
    expect(note).toHaveTextContent('Куратор вернул работу на доработку');
    expect(note).toHaveTextContent('Комментарий куратора: Допишите отбор корней');
    expect(screen.getByRole('button', { name: 'Сдать работу' })).toBeInTheDocument();
  });

  it('shows a refusal with its reason and no hand-in button', async () => {
    answerDetail({ ...detail, status: 'REFUSED', editable: false, curator_comment: 'Списано' });
    renderWithProviders(<HomeworkSolve homeworkId={3} />);
    const note = await screen.findByTestId('curator-comment');
    expect(note).toHaveTextContent('Куратор не принял работу');
    expect(note).toHaveTextContent('Комментарий куратора: Списано');
    expect(screen.queryByRole('button', { name: 'Сдать работу' })).not.toBeInTheDocument();
  });

  it('shows no curator note on work nobody returned', async () => {
    answerDetail({ ...detail, curator_comment: null });
    renderWithProviders(<HomeworkSolve homeworkId={3} />);
    expect(await screen.findByRole('button', { name: 'Сдать работу' })).toBeInTheDocument();
    expect(screen.queryByTestId('curator-comment')).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerHomeworkTexts } from '../i18n/register';
import { CuratorCheckView } from './curator-check';

registerHomeworkTexts();

const longTask = {
  id: 21,
  position: 1,
  kind: 'LONG',
  exam_task_number: 13,
  topic: 'Уравнения',
  points: 4,
  star: false,
  text: 'Решите уравнение cos x = 0 и отберите корни.',
  hint: null,
  theory_url: null,
  payload: { kind: 'LONG' },
  criteria: [
    { id: 'a', title: 'Решение', max_points: 2 },
    { id: 'b', title: 'Отбор корней', max_points: 2 },
  ],
  answer: { kind: 'LONG', text: 'x = π/2 + πk', files: [] },
  key: { kind: 'LONG', sample: 'x = π/2 + πk' },
  explanation: 'Разбор',
  result: {
    task_id: 21,
    is_correct: true,
    points: 3,
    max_points: 4,
    criteria_scores: { a: 2, b: 1 },
    comment: 'Предварительная оценка по рубрике: длина ответа 90 зн.',
    fixed_at: null,
  },
};
const submission = (status: string) => ({
  submission_id: 7,
  homework_id: 3,
  title: 'Тригонометрия',
  course_title: 'Математика ЕГЭ',
  student_id: 5,
  student_name: 'Петрова Анна',
  status,
  submitted_at: '2026-11-20T09:00:00Z',
  deadline: '2026-11-30T20:59:00Z',
  curator_id: null,
  tasks: [longTask],
});

describe('CuratorCheckView', () => {
  it('on pre-checked work says the scores are a rubric pre-score, prefills them and confirms them as they are', async () => {
    let status = 'CHECKED_BY_NEURO';
    const confirmed: string[] = [];
    server.use(
      http.get('/api/v2/curators/homework/submissions/7/', () => HttpResponse.json(submission(status))),
      http.post('/api/v2/curators/homework/submissions/7/confirm/', () => {
        confirmed.push(status);
        status = 'CHECK_BY_NE_AND_CU';
        return HttpResponse.json({ status, score: 3, max_score: 4, exp_credited: 3 });
      }),
    );
    renderWithProviders(<CuratorCheckView submissionId={7} />);
    expect(await screen.findByTestId('precheck-note')).toHaveTextContent('не нейросеть');
    expect(screen.getByText('Предварительно оценено по рубрике')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Отбор корней/ })).toHaveValue('1');

    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить предварительную оценку' }));
    expect(await screen.findByTestId('check-saved')).toBeInTheDocument();
    expect(confirmed).toEqual(['CHECKED_BY_NEURO']);
    expect(await screen.findByText('Проверено куратором по предварительной оценке')).toBeInTheDocument();
    expect(screen.queryByTestId('precheck-confirm')).toBeNull();
  });

  it('offers no confirmation on work waiting for a first check', async () => {
    server.use(
      http.get('/api/v2/curators/homework/submissions/7/', () => HttpResponse.json(submission('DONE'))),
    );
    renderWithProviders(<CuratorCheckView submissionId={7} />);
    expect(await screen.findByTestId('check-save')).toBeInTheDocument();
    expect(screen.queryByTestId('precheck-confirm')).toBeNull();
    expect(screen.queryByTestId('precheck-note')).toBeNull();
  });
});

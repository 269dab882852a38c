import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { CurrentProgress } from './current-progress';

const progress = (subjects: unknown[]) => ({
  exp: 120,
  level: { id: 2, title: 'Ученик', order: 2, exp_required: 100 },
  strike_days: 3,
  today_earned: true,
  subjects,
});

const answer = (body: ReturnType<typeof progress>) =>
  server.use(http.get('/api/v2/students/current-progress/', () => HttpResponse.json(body)));

describe('CurrentProgress', () => {
  it('shows exp, level, streak and each subject goal against its result', async () => {
    answer(
      progress([
        { class_type: { id: 1, title: 'Математика' }, goal: 80, current_result: 64, is_priority: true },
        { class_type: { id: 2, title: 'Физика' }, goal: 70, current_result: null, is_priority: false },
      ]),
    );
    renderWithProviders(<CurrentProgress />);
    expect(await screen.findByText('Опыт: 120')).toBeInTheDocument();
    expect(screen.getByText('Уровень: Ученик')).toBeInTheDocument();
    expect(screen.getByText('Дней подряд: 3')).toBeInTheDocument();
    expect(screen.getByText('Сегодня уже занимался')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('МатематикаЦель 80, сейчас 64приоритет');
    expect(items[1]).toHaveTextContent('Цель 70, сейчас нет результата');
  });

  it('says when no subjects are chosen', async () => {
    answer(progress([]));
    renderWithProviders(<CurrentProgress />);
    expect(await screen.findByTestId('current-progress-empty')).toHaveTextContent('Предметы ещё не выбраны');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerResultsTexts } from '../i18n/register';

registerResultsTexts();
import { autoOpenKey, platformDate } from '../model/rules';
import { ExamResultsView } from './exam-results';
import { ResultsEntry } from './results-entry';

const BASE = '/api/students/exam-results';
/** What the handlers received: the results GETs counted, the POSTs as [path after BASE, body]. */
let gets = 0;
let posts: [string, unknown][] = [];
beforeEach(() => {
  gets = 0;
  posts = [];
  localStorage.clear();
});

/** Serves `list()` as the results and `saved` as the answer to every change. */
function serve(list: () => Response, saved: JsonBodyType = maths) {
  server.use(
    http.get(`${BASE}/`, () => {
      gets += 1;
      return list();
    }),
    http.post(`${BASE}/*`, async ({ request }) => {
      posts.push([new URL(request.url).pathname.slice(BASE.length), await request.json()]);
      return HttpResponse.json(saved);
    }),
  );
}

const maths = {
  id: 7,
  class_type: { id: 1, title: 'Математика' },
  status: 'GOOD_LUCK',
  points: null,
  max_points: 100,
  is_visible: true,
  other_date: false,
  feedback: null,
};
const results = (over: Record<string, unknown> = {}) => ({
  exam_year: 2999,
  class_year_grade: 11,
  results_available: true,
  needs_filling: false,
  class_types: [maths],
  ...over,
});

describe('ExamResultsView', () => {
  it('lists subjects with their status and saves points on Enter', async () => {
    const saved = { ...maths, points: 85, status: 'AWAITING' };
    serve(() => HttpResponse.json(results(posts.length > 0 ? { class_types: [saved] } : {})), saved);
    renderWithProviders(<ExamResultsView />);
    expect(await screen.findByText('Математика')).toBeInTheDocument();
    expect(screen.getByText('Экзамены 2999 года, 11 класс')).toBeInTheDocument();
    expect(screen.getByTestId('result-1-status')).toHaveTextContent('Удачи на экзамене!');
    const input = screen.getByLabelText('Баллы (из 100)');
    await userEvent.type(input, '85{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('result-1-status')).toHaveTextContent('Ожидает подтверждения'),
    );
    expect(posts).toEqual([['/points/', { class_type: 1, points: 85 }]]);
  });

  it('refuses points above the scale without calling the API', async () => {
    serve(() => HttpResponse.json(results()));
    renderWithProviders(<ExamResultsView />);
    const input = await screen.findByLabelText('Баллы (из 100)');
    await userEvent.type(input, '150{Enter}');
    expect(await screen.findByText('Баллы от 0 до 100')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('sends "no points", other date and visibility', async () => {
    serve(() => HttpResponse.json(results()));
    renderWithProviders(<ExamResultsView />);
    fireEvent.click(await screen.findByLabelText('Нет баллов'));
    fireEvent.click(screen.getByLabelText('Сдаю в другой день (резервный)'));
    fireEvent.click(screen.getByLabelText('Показывать результат школе'));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts).toEqual([
      ['/points/', { class_type: 1, points: null }],
      ['/7/other-date/', { other_date: true }],
      ['/7/visibility/', { is_visible: false }],
    ]);
  });

  it('asks to choose subjects first when there are none', async () => {
    serve(() => HttpResponse.json(results({ results_available: false, class_types: [] })));
    renderWithProviders(<ExamResultsView />);
    expect(await screen.findByTestId('results-empty')).toHaveTextContent('Сначала выберите предметы');
    expect(screen.getByRole('link', { name: 'Выбрать предметы' })).toHaveAttribute('href', '/progress/goal');
  });

  it('shows an error with a retry', async () => {
    serve(() =>
      HttpResponse.json(
        { type: 'server_error', errors: [{ code: 'error', detail: 'x', attr: null }] },
        { status: 500 },
      ),
    );
    renderWithProviders(<ExamResultsView />);
    expect(await screen.findByTestId('results-error')).toHaveTextContent('Не удалось загрузить результаты');
  });
});

function renderEntry() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ResultsEntry userId={5} />} />
      <Route path="/results" element={<p>results page</p>} />
    </Routes>,
  );
}

describe('ResultsEntry', () => {
  it('shows the results button when results are available', async () => {
    serve(() => HttpResponse.json(results()));
    renderEntry();
    expect(await screen.findByRole('link', { name: 'Результаты экзаменов' })).toHaveAttribute(
      'href',
      '/results',
    );
    expect(screen.queryByText('results page')).not.toBeInTheDocument();
  });

  it('shows no button without results', async () => {
    serve(() => HttpResponse.json(results({ results_available: false, class_types: [] })));
    renderEntry();
    await waitFor(() => expect(gets).toBeGreaterThan(0));
    expect(screen.queryByTestId('results-button')).not.toBeInTheDocument();
  });

  it('opens the results page by itself once a day while results need filling', async () => {
    serve(() => HttpResponse.json(results({ needs_filling: true })));
    const first = renderEntry();
    expect(await screen.findByText('results page')).toBeInTheDocument();
    expect(localStorage.getItem(autoOpenKey(5))).toBe(platformDate(new Date()));
    first.unmount();
    renderEntry();
    expect(await screen.findByTestId('results-button')).toBeInTheDocument();
    expect(screen.queryByText('results page')).not.toBeInTheDocument();
  });
});

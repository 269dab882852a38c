import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { ClassTypeSelect } from './class-type-select';

/** The PATCH requests the handlers received: [path, body]. */
let patched: [string, unknown][] = [];
beforeEach(() => {
  patched = [];
});
const recordPatch = async (request: Request) => {
  patched.push([new URL(request.url).pathname, await request.json()]);
};

const years = [
  { id: 1, title: '10 класс', order: 1, education_level: 'EGE', is_unlimited_class_types_goals: true },
  { id: 2, title: '11 класс', order: 2, education_level: 'EGE', is_unlimited_class_types_goals: true },
];
const math = { id: 5, title: 'Математика', color: { base: '#3355ff' } };
const physics = { id: 6, title: 'Физика', color: { base: '#ff5533' } };

function api(classYearId: number | null, mine: (typeof math)[], bought: (typeof math)[] = []) {
  server.use(
    http.patch('/api/v2/students/class-types/', async ({ request }) => {
      await recordPatch(request);
      return HttpResponse.json({ results: [math, physics] });
    }),
    http.patch('/api/v2/umits/goal/', async ({ request }) => {
      await recordPatch(request);
      return HttpResponse.json({ class_year_id: 2, goals: [], has_goal_gifts: false });
    }),
    http.get('/api/v2/core/class-years/', () => HttpResponse.json({ results: years })),
    http.get('/api/v2/core/class-types/', () => HttpResponse.json({ results: [math, physics] })),
    http.get('/api/v2/students/class-types/', () => HttpResponse.json({ results: mine })),
    http.get('/api/v2/umits/goal/goal-and-purchase-class-types/', () =>
      HttpResponse.json({ results: [...mine, ...bought] }),
    ),
    http.get('/api/v2/umits/goal/', () =>
      HttpResponse.json({
        class_year_id: classYearId,
        goals: mine.map((m) => ({ class_type_id: m.id, extra_goals: [] })),
        has_goal_gifts: false,
      }),
    ),
  );
}
const patches = () => patched;

describe('ClassTypeSelect', () => {
  it('with a known class year, adds a subject and saves through /v2/students/class-types/', async () => {
    api(2, [math], [physics]);
    const onSaved = vi.fn();
    renderWithProviders(<ClassTypeSelect onSaved={onSaved} />);
    const mathTile = await screen.findByRole('button', { name: /Математика/ });
    expect(mathTile).toHaveAttribute('aria-pressed', 'true');
    const physicsTile = screen.getByRole('button', { name: /Физика/ });
    expect(physicsTile).toHaveTextContent('Есть в твоих курсах');
    await userEvent.click(physicsTile);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить цели' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patches()).toEqual([['/api/v2/students/class-types/', { class_types: [5, 6] }]]);
  });

  it('without a class year, asks for it and saves class year and subjects as goals', async () => {
    api(null, []);
    renderWithProviders(<ClassTypeSelect />);
    const save = await screen.findByRole('button', { name: 'Сохранить цели' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '11 класс' }));
    await userEvent.click(await screen.findByRole('button', { name: /Физика/ }));
    await userEvent.click(save);
    await waitFor(() =>
      expect(patches()).toEqual([
        ['/api/v2/umits/goal/', { class_year_id: 2, goals: [{ class_type_id: 6, extra_goals: [] }] }],
      ]),
    );
  });
});

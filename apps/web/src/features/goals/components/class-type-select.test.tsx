import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { ClassTypeSelect } from './class-type-select';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const years = [
  { id: 1, title: '10 класс', order: 1, education_level: 'EGE', is_unlimited_class_types_goals: true },
  { id: 2, title: '11 класс', order: 2, education_level: 'EGE', is_unlimited_class_types_goals: true },
];
const math = { id: 5, title: 'Математика', color: { base: '#3355ff' } };
const physics = { id: 6, title: 'Физика', color: { base: '#ff5533' } };

function api(classYearId: number | null, mine: (typeof math)[], bought: (typeof math)[] = []) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (init?.method === 'PATCH' && path.includes('/v2/students/class-types/'))
      return jsonResponse(200, { results: [math, physics] });
    if (init?.method === 'PATCH')
      return jsonResponse(200, { class_year_id: 2, goals: [], has_goal_gifts: false });
    if (path.includes('/v2/core/class-years/')) return jsonResponse(200, { results: years });
    if (path.includes('/v2/core/class-types/')) return jsonResponse(200, { results: [math, physics] });
    if (path.includes('/v2/students/class-types/')) return jsonResponse(200, { results: mine });
    if (path.includes('goal-and-purchase')) return jsonResponse(200, { results: [...mine, ...bought] });
    if (path.includes('/v2/umits/goal/'))
      return jsonResponse(200, {
        class_year_id: classYearId,
        goals: mine.map((m) => ({ class_type_id: m.id, extra_goals: [] })),
        has_goal_gifts: false,
      });
    return jsonResponse(404, {});
  });
}

function patches() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);
}

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

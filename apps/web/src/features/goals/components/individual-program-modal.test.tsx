import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { IndividualProgramModal } from './individual-program-modal';

const fetchMock = vi.fn<typeof fetch>();
const goals = [1, 2].map((id) => ({
  class_type: { id, title: `Предмет ${id}` },
  goal: 60,
  current_result: null,
  is_priority: false,
  counted_sum: null,
  goal_settings: { max_points: 100, step: 5, default_points: 60 },
}));

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function calls(method: string) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === method);
}

describe('IndividualProgramModal', () => {
  it('needs one priority, patches goals on step 2, and "individual" sets ACTIVE', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      const u = String(url);
      if (init?.method === 'PATCH' && u.includes('/goals/')) return jsonResponse(200, { results: goals });
      if (init?.method === 'PATCH') return jsonResponse(200, { status: 'ACTIVE' });
      return jsonResponse(200, { results: goals });
    });
    const onDone = vi.fn();
    renderWithProviders(<IndividualProgramModal opened onClose={vi.fn()} onDone={onDone} />);
    const toStudy = await screen.findByTestId('program-to-study');
    expect(toStudy).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Предмет 2'));
    expect(toStudy).toBeEnabled();
    await userEvent.click(toStudy);
    await screen.findByTestId('program-step-2');
    const patched = JSON.parse(String(calls('PATCH')[0]?.[1]?.body)) as { is_priority: boolean }[];
    expect(patched.map((g) => g.is_priority)).toEqual([false, true]);
    await userEvent.click(screen.getByTestId('program-individual'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(calls('PATCH')[1]?.[1]?.body))).toEqual({ status: 'ACTIVE' });
  });

  it('"full program" sets INACTIVE', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'PATCH' && String(init.body).includes('status')
        ? jsonResponse(200, { status: 'INACTIVE' })
        : jsonResponse(200, { results: [goals[0]] }),
    );
    renderWithProviders(<IndividualProgramModal opened onClose={vi.fn()} />);
    // A single subject is the priority automatically.
    await userEvent.click(await screen.findByTestId('program-to-study'));
    await userEvent.click(await screen.findByTestId('program-full'));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(2));
    expect(JSON.parse(String(calls('PATCH')[1]?.[1]?.body))).toEqual({ status: 'INACTIVE' });
  });

  it('closing resets the modal to step 1', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { results: [goals[0]] }));
    const onClose = vi.fn();
    renderWithProviders(<IndividualProgramModal opened onClose={onClose} />);
    await userEvent.click(await screen.findByTestId('program-to-study'));
    await screen.findByTestId('program-step-2');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
    // Still open in this test (the parent did not close it): it is back at step 1.
    expect(await screen.findByTestId('program-step-1')).toBeInTheDocument();
  });

  it('shows the failure toast when settings cannot be loaded', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { type: 'server_error', errors: [{ code: 'x', detail: 'x', attr: null }] }),
    );
    renderWithProviders(<IndividualProgramModal opened onClose={vi.fn()} />);
    expect(
      (await screen.findAllByText('Не удалось загрузить настройки индивидуальной образовательной траектории'))
        .length,
    ).toBeGreaterThan(0);
  });
});

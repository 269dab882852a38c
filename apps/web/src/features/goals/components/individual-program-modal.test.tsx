import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../../profile';

registerStudentTexts();
import { IndividualProgramModal } from './individual-program-modal';

const goals = [1, 2].map((id) => ({
  class_type: { id, title: `Предмет ${id}` },
  goal: 60,
  current_result: null,
  is_priority: false,
  counted_sum: null,
  goal_settings: { max_points: 100, step: 5, default_points: 60 },
}));

const BASE = '/api/umits/individual-program/v1';
/** The PATCH bodies the handlers received, in order. */
let patched: unknown[] = [];
beforeEach(() => {
  patched = [];
});

/** Serves `listed` as the goals (also after a PATCH of them); a switch answers `status`. */
function serve(listed: unknown[], status = 'ACTIVE') {
  server.use(
    http.get(`${BASE}/goals/`, () => HttpResponse.json({ results: listed })),
    http.patch(`${BASE}/goals/`, async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json({ results: listed });
    }),
    http.patch(`${BASE}/global-switch-individual-program/`, async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json({ status });
    }),
  );
}

describe('IndividualProgramModal', () => {
  it('needs one priority, patches goals on step 2, and "individual" sets ACTIVE', async () => {
    serve(goals);
    const onDone = vi.fn();
    renderWithProviders(<IndividualProgramModal opened onClose={vi.fn()} onDone={onDone} />);
    const toStudy = await screen.findByTestId('program-to-study');
    expect(toStudy).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Предмет 2'));
    expect(toStudy).toBeEnabled();
    await userEvent.click(toStudy);
    await screen.findByTestId('program-step-2');
    expect((patched[0] as { is_priority: boolean }[]).map((g) => g.is_priority)).toEqual([false, true]);
    await userEvent.click(screen.getByTestId('program-individual'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patched).toHaveLength(2);
    expect(patched[1]).toEqual({ status: 'ACTIVE' });
  });

  it('"full program" sets INACTIVE', async () => {
    serve([goals[0]], 'INACTIVE');
    renderWithProviders(<IndividualProgramModal opened onClose={vi.fn()} />);
    // A single subject is the priority automatically.
    await userEvent.click(await screen.findByTestId('program-to-study'));
    await userEvent.click(await screen.findByTestId('program-full'));
    await waitFor(() => expect(patched).toHaveLength(2));
    expect(patched[1]).toEqual({ status: 'INACTIVE' });
  });

  it('closing resets the modal to step 1', async () => {
    serve([goals[0]]);
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
    server.use(
      http.all(`${BASE}/*`, () =>
        HttpResponse.json(
          { type: 'server_error', errors: [{ code: 'x', detail: 'x', attr: null }] },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<IndividualProgramModal opened onClose={vi.fn()} />);
    expect(
      (await screen.findAllByText('Не удалось загрузить настройки индивидуальной образовательной траектории'))
        .length,
    ).toBeGreaterThan(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { RegistrationV2Form } from './registration-v2-form';

/** Answers the registration with `reply` and returns the bodies it received. */
function answerRegistration(reply: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v2/auth/registration/', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('RegistrationV2Form (platforms without phone keys)', () => {
  it('submits directly with the typed phone as digits, then signs in', async () => {
    const user = {
      id: 2,
      first_name: 'Олег',
      last_name: 'Ким',
      email: 'o@example.com',
      avatar: null,
      role: 'STUDENT_ROLE',
    };
    const bodies = answerRegistration(() =>
      HttpResponse.json({ access: 'a', refresh: 'r', user }, { status: 201 }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<RegistrationV2Form onSuccess={onSuccess} onUnauthorized={vi.fn()} />);
    await userEvent.type(screen.getByTestId('reg-first-name'), 'Олег');
    await userEvent.type(screen.getByTestId('reg-last-name'), 'Ким');
    await userEvent.type(screen.getByTestId('reg-email'), 'o@example.com');
    await userEvent.type(await screen.findByTestId('reg-phone'), '77011234567');
    await userEvent.type(screen.getByTestId('reg-vk'), 'https://vk.com/oleg');
    await userEvent.type(screen.getByTestId('reg-password'), 'secret12');
    await userEvent.type(screen.getByTestId('reg-password2'), 'secret12');
    await userEvent.click(screen.getByTestId('reg-offer'));
    await userEvent.click(screen.getByTestId('reg-submit'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      phone: '77011234567',
      subscribed_for_news: false,
      password2: 'secret12',
    });
  });

  it('goes back to login on a 401', async () => {
    answerRegistration(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'not_authenticated', detail: 'x', attr: null }] },
        { status: 401 },
      ),
    );
    const onUnauthorized = vi.fn();
    renderWithProviders(<RegistrationV2Form onSuccess={vi.fn()} onUnauthorized={onUnauthorized} />);
    await userEvent.type(screen.getByTestId('reg-first-name'), 'Олег');
    await userEvent.type(screen.getByTestId('reg-last-name'), 'Ким');
    await userEvent.type(screen.getByTestId('reg-email'), 'o@example.com');
    await userEvent.type(await screen.findByTestId('reg-phone'), '79991234567');
    await userEvent.type(screen.getByTestId('reg-vk'), 'https://vk.com/oleg');
    await userEvent.type(screen.getByTestId('reg-password'), 'secret12');
    await userEvent.type(screen.getByTestId('reg-password2'), 'secret12');
    await userEvent.click(screen.getByTestId('reg-offer'));
    await userEvent.click(screen.getByTestId('reg-submit'));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });
});

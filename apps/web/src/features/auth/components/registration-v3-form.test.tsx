import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, trackRequests } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { RegistrationV3Form } from './registration-v3-form';

/** Answers the phone confirmation with key pk-9 and the registration with `register`. */
function answerRegistration(register: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v3/auth/otp-request/', () => HttpResponse.json({ detail: 'sent', resend_in: 60 })),
    http.post('/api/v3/auth/otp-confirm/', () => HttpResponse.json({ phone_key: 'pk-9' })),
    http.post('/api/v3/auth/register/', async ({ request }) => {
      bodies.push(await request.json());
      return register();
    }),
  );
  return bodies;
}

async function fillForm() {
  await userEvent.type(screen.getByTestId('reg-first-name'), 'Анна');
  await userEvent.type(screen.getByTestId('reg-last-name'), 'Петрова');
  await userEvent.type(screen.getByTestId('reg-email'), 'Anna@Example.com');
  await userEvent.type(screen.getByTestId('reg-telegram'), 'anna_p');
  await userEvent.type(screen.getByTestId('reg-password'), 'secret12');
  await userEvent.click(screen.getByTestId('reg-offer'));
  await userEvent.click(screen.getByTestId('reg-pdpp'));
}

describe('RegistrationV3Form', () => {
  it('shows field errors from the contracts rules and sends nothing', async () => {
    renderWithProviders(<RegistrationV3Form onSuccess={vi.fn()} onUnauthorized={vi.fn()} />);
    await userEvent.type(screen.getByTestId('reg-first-name'), 'Anna');
    await userEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByText('Только русские буквы и дефис')).toBeInTheDocument();
    // No handler: any request would fail the test.
  });

  it('opens the phone confirmation without a phone key, then registers with it and signs in', async () => {
    const user = {
      id: 1,
      first_name: 'Анна',
      last_name: 'Петрова',
      email: 'anna@example.com',
      avatar: null,
      role: 'STUDENT_ROLE',
    };
    const bodies = answerRegistration(() =>
      HttpResponse.json({ access: 'a', refresh: 'r', user }, { status: 201 }),
    );
    const requests = trackRequests();
    const onSuccess = vi.fn();
    renderWithProviders(<RegistrationV3Form onSuccess={onSuccess} onUnauthorized={vi.fn()} />);
    await fillForm();
    await userEvent.click(screen.getByTestId('reg-submit'));

    expect(await screen.findByTestId('phone-input')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.type(screen.getByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    await userEvent.type(await screen.findByTestId('sms-code'), '1234');

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v3/auth/otp-request/',
      '/api/v3/auth/otp-confirm/',
      '/api/v3/auth/register/',
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      first_name: 'Анна',
      last_name: 'Петрова',
      email: 'anna@example.com',
      telegram: 'anna_p',
      password: 'secret12',
      accepted_public_offer: true,
      accepted_pdpp: true,
      subscribed_for_news: true,
      phone_key: 'pk-9',
    });
  });

  it('puts server field errors on fields and asks for a new phone key next time', async () => {
    answerRegistration(() =>
      HttpResponse.json(
        {
          type: 'validation_error',
          errors: [{ code: 'unique', detail: 'Этот e-mail уже занят', attr: 'email' }],
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<RegistrationV3Form onSuccess={vi.fn()} onUnauthorized={vi.fn()} />);
    await fillForm();
    await userEvent.click(screen.getByTestId('reg-submit'));
    await userEvent.type(await screen.findByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    await userEvent.type(await screen.findByTestId('sms-code'), '1234');

    expect(await screen.findByText('Этот e-mail уже занят')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('reg-submit'));
    expect(await screen.findByTestId('phone-input')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RegistrationV3Form } from './registration-v3-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

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
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { detail: 'sent', resend_in: 60 }))
      .mockResolvedValueOnce(jsonResponse(200, { phone_key: 'pk-9' }))
      .mockResolvedValueOnce(jsonResponse(201, { access: 'a', refresh: 'r', user }));
    const onSuccess = vi.fn();
    renderWithProviders(<RegistrationV3Form onSuccess={onSuccess} onUnauthorized={vi.fn()} />);
    await fillForm();
    await userEvent.click(screen.getByTestId('reg-submit'));

    expect(await screen.findByTestId('phone-input')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    await userEvent.type(await screen.findByTestId('sms-code'), '1234');

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[2] ?? [];
    expect(url).toBe('/api/v3/auth/register/');
    expect(JSON.parse(String(init?.body))).toEqual({
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
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { detail: 'sent', resend_in: 60 }))
      .mockResolvedValueOnce(jsonResponse(200, { phone_key: 'pk-9' }))
      .mockResolvedValueOnce(
        jsonResponse(400, {
          type: 'validation_error',
          errors: [{ code: 'unique', detail: 'Этот e-mail уже занят', attr: 'email' }],
        }),
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

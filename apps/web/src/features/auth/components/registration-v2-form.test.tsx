import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RegistrationV2Form } from './registration-v2-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

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
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { access: 'a', refresh: 'r', user }));
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
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/auth/registration/');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      phone: '77011234567',
      subscribed_for_news: false,
      password2: 'secret12',
    });
  });

  it('goes back to login on a 401', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        type: 'client_error',
        errors: [{ code: 'not_authenticated', detail: 'x', attr: null }],
      }),
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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();
const user = {
  id: 7,
  first_name: 'Анна',
  last_name: 'Петрова',
  email: 'anna@example.com',
  avatar: null,
  role: 'STUDENT_ROLE',
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function sentBody(): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body)) as Record<string, unknown>;
}

describe('LoginForm', () => {
  it('keeps the button enabled until the user has interacted, then disables it while invalid', async () => {
    renderWithProviders(<LoginForm phoneEnabled={false} onSuccess={vi.fn()} />);
    const submit = screen.getByTestId('login-submit');
    expect(submit).toBeEnabled();

    await userEvent.type(screen.getByTestId('login-identifier'), 'anna');
    await waitFor(() => expect(submit).toBeDisabled());

    await userEvent.type(screen.getByTestId('login-password'), 'secret');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends an identifier that looks like an e-mail as email', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access: 'a', refresh: 'r', user }));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm phoneEnabled={false} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByTestId('login-identifier'), 'anna@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v3/auth/login/');
    expect(sentBody()).toEqual({ email: 'anna@example.com', password: 'demo1234' });
    // The form hands the server's answer over; signing in is its caller's job.
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ refresh: 'r', user: { firstName: 'Анна' } });
  });

  it('sends anything else as username, and shows "wrong login or password" on a 401', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        type: 'client_error',
        errors: [{ code: 'authentication_failed', detail: 'x', attr: null }],
      }),
    );
    renderWithProviders(<LoginForm phoneEnabled={false} onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByTestId('login-identifier'), 'anna_p');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
    expect(screen.getByText('Попробуйте ещё раз')).toBeInTheDocument();
    expect(sentBody()).toEqual({ username: 'anna_p', password: 'wrong' });
  });

  it('shows the server’s words for an account of another platform', async () => {
    const detail = 'Этот аккаунт зарегистрирован на другой платформе школы: войдите на её сайте';
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, {
        type: 'client_error',
        errors: [{ code: 'platform_mismatch', detail, attr: null }],
      }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm phoneEnabled={false} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByTestId('login-identifier'), 'aigerim@example.kz');
    await userEvent.type(screen.getByTestId('login-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('offers the phone mode behind the flag and sends the phone with a plus', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { access: 'a', refresh: 'r', user }));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm phoneEnabled onSuccess={onSuccess} />);
    await userEvent.click(screen.getByTestId('login-mode-phone'));
    await userEvent.type(await screen.findByTestId('login-phone'), '79991234567');
    expect(await screen.findByTestId('login-phone')).toHaveValue('+7 (999) 123-45-67');
    await userEvent.type(screen.getByTestId('login-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sentBody()).toEqual({ phone: '+79991234567', password: 'demo1234' });
  });
});

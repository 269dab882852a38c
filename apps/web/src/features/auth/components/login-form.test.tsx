import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

const user = {
  id: 7,
  first_name: 'Анна',
  last_name: 'Петрова',
  email: 'anna@example.com',
  avatar: null,
  role: 'STUDENT_ROLE',
};

/** Answers the login with `reply` and returns the bodies it received. */
function answerLogin(reply: () => Response): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v3/auth/login/', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
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
    const bodies = answerLogin(() => HttpResponse.json({ access: 'a', refresh: 'r', user }));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm phoneEnabled={false} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByTestId('login-identifier'), 'anna@example.com');
    await userEvent.type(screen.getByTestId('login-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodies).toEqual([{ email: 'anna@example.com', password: 'demo1234' }]);
    // The form hands the server's answer over; signing in is its caller's job.
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ refresh: 'r', user: { firstName: 'Анна' } });
  });

  it('sends anything else as username, and shows "wrong login or password" on a 401', async () => {
    const bodies = answerLogin(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'authentication_failed', detail: 'x', attr: null }] },
        { status: 401 },
      ),
    );
    renderWithProviders(<LoginForm phoneEnabled={false} onSuccess={vi.fn()} />);
    await userEvent.type(screen.getByTestId('login-identifier'), 'anna_p');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
    expect(screen.getByText('Попробуйте ещё раз')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'anna_p', password: 'wrong' }]);
  });

  it('shows the server’s words for an account of another platform', async () => {
    const detail = 'Этот аккаунт зарегистрирован на другой платформе школы: войдите на её сайте';
    answerLogin(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'platform_mismatch', detail, attr: null }] },
        { status: 403 },
      ),
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
    const bodies = answerLogin(() => HttpResponse.json({ access: 'a', refresh: 'r', user }));
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm phoneEnabled onSuccess={onSuccess} />);
    await userEvent.click(screen.getByTestId('login-mode-phone'));
    await userEvent.type(await screen.findByTestId('login-phone'), '79991234567');
    expect(await screen.findByTestId('login-phone')).toHaveValue('+7 (999) 123-45-67');
    await userEvent.type(screen.getByTestId('login-password'), 'demo1234');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(bodies).toEqual([{ phone: '+79991234567', password: 'demo1234' }]);
  });
});

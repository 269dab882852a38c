import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../i18n/register';
import { ConnectPhoneModal } from './connect-phone-modal';

registerStudentTexts();

beforeEach(() => {
  window.sessionStorage.clear();
});

/** Answers the connect endpoints (the check with `check`); returns the bodies each received. */
function answerConnect(
  check: () => Response = () => HttpResponse.json({ phone: '+79991234567', is_phone_confirmed: true }),
) {
  const sent = { generate: [] as unknown[], check: [] as unknown[] };
  server.use(
    http.post('/api/v2/core/connect/code/generate/', async ({ request }) => {
      sent.generate.push(await request.json());
      return HttpResponse.json({ resend_in: 60 });
    }),
    http.post('/api/v2/core/connect/code/check/', async ({ request }) => {
      sent.check.push(await request.json());
      return check();
    }),
  );
  return sent;
}

describe('ConnectPhoneModal (the shared phone confirmation over the connect endpoints)', () => {
  it('sends a code, auto-submits on the 4th digit, then closes with a toast', async () => {
    const sent = answerConnect();
    const onClose = vi.fn();
    renderWithProviders(<ConnectPhoneModal opened onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Подтверди телефон' })).toBeInTheDocument();
    expect(screen.getByTestId('connect-phone-modal')).toBeInTheDocument();

    await userEvent.type(await screen.findByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    const code = await screen.findByTestId('sms-code');
    expect(sent.generate).toEqual([{ phone: '+79991234567' }]);
    expect(screen.getByTestId('phone-countdown')).toHaveTextContent(/01:00|00:59/);
    // The connect flow keeps its own cached session, apart from registration's.
    expect(JSON.parse(window.sessionStorage.getItem('prepa.connectPhone') ?? '{}')).toMatchObject({
      phone: '+79991234567',
    });
    expect(window.sessionStorage.getItem('prepa.phoneConfirmation')).toBeNull();

    await userEvent.type(code, '123');
    expect(sent.check).toEqual([]);
    await userEvent.type(code, '4');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.generate).toHaveLength(1);
    expect(sent.check).toEqual([{ phone: '+79991234567', code: '1234' }]);
    expect(await screen.findByText('Телефон подтверждён')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('prepa.connectPhone')).toBeNull();
  });

  it('shows a wrong code on the code field and lets the number be changed', async () => {
    answerConnect(() =>
      HttpResponse.json(
        { type: 'validation_error', errors: [{ code: 'invalid', detail: 'Неверный код', attr: 'code' }] },
        { status: 400 },
      ),
    );
    const onClose = vi.fn();
    renderWithProviders(<ConnectPhoneModal opened onClose={onClose} />);
    await userEvent.type(await screen.findByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    await userEvent.type(await screen.findByTestId('sms-code'), '0000');
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('phone-change'));
    expect(await screen.findByTestId('phone-input')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('prepa.connectPhone')).toBeNull();
  });
});

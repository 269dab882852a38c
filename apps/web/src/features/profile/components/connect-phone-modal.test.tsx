import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { registerStudentTexts } from '../i18n/register';
import { ConnectPhoneModal } from './connect-phone-modal';

registerStudentTexts();

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});

describe('ConnectPhoneModal (the shared phone confirmation over the connect endpoints)', () => {
  it('sends a code, auto-submits on the 4th digit, then closes with a toast', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { resend_in: 60 }))
      .mockResolvedValueOnce(jsonResponse(200, { phone: '+79991234567', is_phone_confirmed: true }))
      .mockResolvedValue(jsonResponse(200, {}));
    const onClose = vi.fn();
    renderWithProviders(<ConnectPhoneModal opened onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Подтверди телефон' })).toBeInTheDocument();
    expect(screen.getByTestId('connect-phone-modal')).toBeInTheDocument();

    await userEvent.type(await screen.findByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    const code = await screen.findByTestId('sms-code');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v2/core/connect/code/generate/');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '+79991234567' });
    expect(screen.getByTestId('phone-countdown')).toHaveTextContent(/01:00|00:59/);
    // The connect flow keeps its own cached session, apart from registration's.
    expect(JSON.parse(window.sessionStorage.getItem('prepa.connectPhone') ?? '{}')).toMatchObject({
      phone: '+79991234567',
    });
    expect(window.sessionStorage.getItem('prepa.phoneConfirmation')).toBeNull();

    await userEvent.type(code, '123');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.type(code, '4');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [checkUrl, checkInit] = fetchMock.mock.calls[1] ?? [];
    expect(String(checkUrl)).toBe('/api/v2/core/connect/code/check/');
    expect(JSON.parse(String(checkInit?.body))).toEqual({ phone: '+79991234567', code: '1234' });
    expect(await screen.findByText('Телефон подтверждён')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('prepa.connectPhone')).toBeNull();
  });

  it('shows a wrong code on the code field and lets the number be changed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { resend_in: 60 })).mockResolvedValueOnce(
      jsonResponse(400, {
        type: 'validation_error',
        errors: [{ code: 'invalid', detail: 'Неверный код', attr: 'code' }],
      }),
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

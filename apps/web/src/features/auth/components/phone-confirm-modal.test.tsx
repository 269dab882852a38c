import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '../../../shared/lib/format';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import { PhoneConfirmModal } from './phone-confirm-modal';

afterEach(() => vi.useRealTimers());

/** Answers the code request and the code check; returns the bodies each received. */
function answerOtp(confirm: () => Response = () => HttpResponse.json({ phone_key: 'pk-1' })) {
  const sent = { request: [] as unknown[], confirm: [] as unknown[] };
  server.use(
    http.post('/api/v3/auth/otp-request/', async ({ request }) => {
      sent.request.push(await request.json());
      return HttpResponse.json({ detail: 'sent', resend_in: 60 });
    }),
    http.post('/api/v3/auth/otp-confirm/', async ({ request }) => {
      sent.confirm.push(await request.json());
      return confirm();
    }),
  );
  return sent;
}

function renderModal(onConfirmed = vi.fn()) {
  renderWithProviders(<PhoneConfirmModal opened onClose={vi.fn()} onConfirmed={onConfirmed} />);
  return onConfirmed;
}

describe('PhoneConfirmModal', () => {
  it('detects the country from the typed number and masks it accordingly', async () => {
    renderModal();
    const input = await screen.findByTestId('phone-input');
    await userEvent.type(input, '375291234567');
    expect(input).toHaveValue('+375 (29) 123-45-67');
    expect(screen.getByTestId('phone-input-country')).toHaveValue('by');

    await userEvent.clear(input);
    await userEvent.type(input, '77011234567');
    expect(screen.getByTestId('phone-input-country')).toHaveValue('kz');
    expect(input).toHaveValue('+7 (701) 123-45-67');
  });

  it('clears the number when the country is changed', async () => {
    renderModal();
    const input = await screen.findByTestId('phone-input');
    await userEvent.type(input, '7999');
    await userEvent.selectOptions(screen.getByTestId('phone-input-country'), 'by');
    expect(input).toHaveValue('');
  });

  it('rejects an invalid number without calling the API', async () => {
    renderModal();
    await userEvent.type(await screen.findByTestId('phone-input'), '7999');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    expect(await screen.findByText('Введите корректный номер телефона')).toBeInTheDocument();
    // No handler: any request would fail the test.
  });

  it('requests a code, auto-submits on the 4th digit and yields the phone key', async () => {
    const sent = answerOtp();
    const onConfirmed = renderModal();
    await userEvent.type(await screen.findByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));

    const code = await screen.findByTestId('sms-code');
    expect(sent.request).toEqual([{ phone: '+79991234567' }]);
    await userEvent.type(code, '123');
    expect(sent.confirm).toEqual([]);
    await userEvent.type(code, '4');

    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('pk-1', '+79991234567'));
    expect(sent.request).toHaveLength(1);
    expect(sent.confirm).toEqual([{ phone: '+79991234567', code: '1234' }]);
  });

  it('puts a wrong code error on the code field', async () => {
    answerOtp(() =>
      HttpResponse.json(
        { type: 'validation_error', errors: [{ code: 'invalid', detail: 'Неверный код', attr: 'code' }] },
        { status: 400 },
      ),
    );
    renderModal();
    await userEvent.type(await screen.findByTestId('phone-input'), '79991234567');
    await userEvent.click(screen.getByTestId('phone-request-code'));
    await userEvent.type(await screen.findByTestId('sms-code'), '0000');
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
  });

  it('counts down mm:ss before a resend and keeps the session across a reopen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerOtp();
    renderModal();
    fireEvent.input(await screen.findByTestId('phone-input'), { target: { value: '79991234567' } });
    fireEvent.click(screen.getByTestId('phone-request-code'));

    expect(await screen.findByText(/через 01:00|через 00:59/)).toBeInTheDocument();
    expect(screen.queryByTestId('phone-resend')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByText(/через 00:3[01]/)).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('prepa.phoneConfirmation') ?? '{}')).toMatchObject({
      phone: '+79991234567',
    });
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByTestId('phone-resend')).toBeInTheDocument();
  });

  it('formats countdowns as mm:ss', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

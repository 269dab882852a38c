import { api } from '../../../shared/api';

/** Checks the SMS code; answers a phone key that registration v3 carries. */
export function confirmOtp(payload: { phone: string; code: string }): Promise<{ phoneKey: string }> {
  return api.post('/v3/auth/otp-confirm/', payload, { auth: false });
}

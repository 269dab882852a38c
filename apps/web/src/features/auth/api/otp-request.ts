import { api } from '../../../shared/api';

export interface OtpRequestResponse {
  detail: string;
  resendIn: number;
}

/** Sends an SMS code to `phone` (digits with a leading plus). */
export function requestOtp(payload: { phone: string }): Promise<OtpRequestResponse> {
  return api.post('/v3/auth/otp-request/', payload, { auth: false });
}

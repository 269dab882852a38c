import { SMS_RESEND_DELAY_SECONDS } from '@prepa/contracts';
import { readJson, session } from '../../../shared/lib/storage';

const KEY = 'prepa.phoneConfirmation';

/** The phone-confirmation session survives a reload of the tab (spec: cached session). */
export interface PhoneSession {
  phone: string;
  codeRequestAt: number;
  /** Seconds the server asked to wait before another code. */
  resendIn: number;
}

function isPhoneSession(v: unknown): v is PhoneSession {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.phone === 'string' && typeof o.codeRequestAt === 'number' && typeof o.resendIn === 'number';
}

export const phoneSessionStore = {
  read: (): PhoneSession | null => readJson(session.get(KEY), isPhoneSession),
  write: (value: PhoneSession): void => session.set(KEY, JSON.stringify(value)),
  clear: (): void => session.remove(KEY),
};

/** When the next code may be requested (ms since epoch). */
export function resendAvailableAt(s: PhoneSession): number {
  return s.codeRequestAt + (s.resendIn || SMS_RESEND_DELAY_SECONDS) * 1000;
}

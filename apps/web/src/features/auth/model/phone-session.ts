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

export interface PhoneSessionStore {
  read: () => PhoneSession | null;
  write: (value: PhoneSession) => void;
  clear: () => void;
}

/** A session cached in the tab's sessionStorage under `key` (one per confirmation flow). */
export function createPhoneSessionStore(key: string): PhoneSessionStore {
  return {
    read: () => readJson(session.get(key), isPhoneSession),
    write: (value) => session.set(key, JSON.stringify(value)),
    clear: () => session.remove(key),
  };
}

/** Registration's (OTP) session. */
export const phoneSessionStore = createPhoneSessionStore(KEY);

/** When the next code may be requested (ms since epoch). */
export function resendAvailableAt(s: PhoneSession): number {
  return s.codeRequestAt + (s.resendIn || SMS_RESEND_DELAY_SECONDS) * 1000;
}

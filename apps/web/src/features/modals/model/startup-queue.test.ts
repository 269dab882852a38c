import { describe, expect, it } from 'vitest';
import type { SystemModals } from '@prepa/contracts';
import { conditionHolds, nextStartupStep, startupModalQueue } from './startup-queue';

const all: SystemModals['needModals'] = [
  'referralIntroduction',
  'phone',
  'personalData',
  'loyaltyProgram',
  'socialAccount',
  'languageSelect',
];
const fresh: SystemModals = { isPhoneConfirmed: false, isPersonalDataAgreement: true, needModals: all };

describe('startupModalQueue', () => {
  it('orders the needed modals: personal data, language, social, phone, loyalty, referral', () => {
    expect(startupModalQueue(fresh, { ignored: false })).toEqual([
      'personalData',
      'languageSelect',
      'socialAccount',
      'phone',
      'loyaltyProgram',
      'referralIntroduction',
    ]);
  });
  it('a forced personal-data modal stops every later one', () => {
    const q = startupModalQueue({ ...fresh, isPersonalDataAgreement: false }, { ignored: false });
    expect(q).toEqual(['personalData']);
  });
  it('shows nothing on routes that ignore onboarding', () => {
    expect(startupModalQueue({ ...fresh, isPersonalDataAgreement: false }, { ignored: true })).toEqual([]);
  });
  it('skips dismissed modals and keeps the order of the rest', () => {
    const q = startupModalQueue(
      {
        isPhoneConfirmed: false,
        isPersonalDataAgreement: true,
        needModals: ['phone', 'languageSelect', 'loyaltyProgram'],
      },
      { ignored: false, dismissed: ['languageSelect'] },
    );
    expect(q).toEqual(['phone', 'loyaltyProgram']);
  });
  it('re-checks each condition: no phone modal once the server says the phone is confirmed', () => {
    // A stale list still naming the phone: the confirmed flag wins.
    const confirmed = { ...fresh, isPhoneConfirmed: true };
    expect(conditionHolds('phone', confirmed)).toBe(false);
    expect(startupModalQueue(confirmed, { ignored: false })).not.toContain('phone');
    // The server's re-read after confirming drops it from the list too.
    const reread = { ...confirmed, needModals: all.filter((m) => m !== 'phone') };
    expect(startupModalQueue(reread, { ignored: false })).not.toContain('phone');
    // Not listed any more (seen or done): not shown.
    expect(conditionHolds('personalData', { ...fresh, needModals: ['phone'] })).toBe(false);
  });
});

describe('nextStartupStep', () => {
  const onlyReferral: SystemModals = {
    isPhoneConfirmed: true,
    isPersonalDataAgreement: true,
    needModals: ['loyaltyProgram', 'referralIntroduction'],
  };
  it('shows exactly one modal at a time, the first in order', () => {
    expect(nextStartupStep(fresh, { ignored: false, idle: false })).toEqual({
      modal: 'personalData',
      pending: true,
    });
    expect(nextStartupStep(onlyReferral, { ignored: false, idle: false })).toEqual({
      modal: 'loyaltyProgram',
      pending: true,
    });
  });
  it('defers the referral step until 10 s of idle time, and while a hint is open', () => {
    const opts = { ignored: false, dismissed: ['loyaltyProgram' as const] };
    expect(nextStartupStep(onlyReferral, { ...opts, idle: false })).toEqual({ modal: null, pending: true });
    expect(nextStartupStep(onlyReferral, { ...opts, idle: true, hintOpen: true })).toEqual({
      modal: null,
      pending: true,
    });
    expect(nextStartupStep(onlyReferral, { ...opts, idle: true })).toEqual({
      modal: 'referralIntroduction',
      pending: true,
    });
  });
  it('nothing pending on excluded routes or when every modal is done', () => {
    expect(nextStartupStep(fresh, { ignored: true, idle: true })).toEqual({ modal: null, pending: false });
    expect(
      nextStartupStep(
        { isPhoneConfirmed: true, isPersonalDataAgreement: true, needModals: [] },
        { ignored: false, idle: true },
      ),
    ).toEqual({ modal: null, pending: false });
  });
});

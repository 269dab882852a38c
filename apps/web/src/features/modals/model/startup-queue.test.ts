import { describe, expect, it } from 'vitest';
import type { SystemModals } from '@prepa/contracts';
import { startupModalQueue } from './startup-queue';

const all: SystemModals['needModals'] = [
  'referralIntroduction',
  'phone',
  'personalData',
  'loyaltyProgram',
  'socialAccount',
  'languageSelect',
];

describe('startupModalQueue', () => {
  it('orders the needed modals: personal data, language, social, phone, loyalty, referral', () => {
    const q = startupModalQueue(
      { isPhoneConfirmed: false, isPersonalDataAgreement: true, needModals: all },
      { ignored: false },
    );
    expect(q).toEqual([
      'personalData',
      'languageSelect',
      'socialAccount',
      'phone',
      'loyaltyProgram',
      'referralIntroduction',
    ]);
  });
  it('a forced personal-data modal stops every later one', () => {
    const q = startupModalQueue(
      { isPhoneConfirmed: false, isPersonalDataAgreement: false, needModals: all },
      { ignored: false },
    );
    expect(q).toEqual(['personalData']);
  });
  it('shows nothing on routes that ignore onboarding', () => {
    expect(
      startupModalQueue(
        { isPhoneConfirmed: false, isPersonalDataAgreement: false, needModals: all },
        { ignored: true },
      ),
    ).toEqual([]);
  });
  it('skips dismissed modals and keeps the order of the rest', () => {
    const q = startupModalQueue(
      {
        isPhoneConfirmed: true,
        isPersonalDataAgreement: true,
        needModals: ['phone', 'languageSelect', 'loyaltyProgram'],
      },
      { ignored: false, dismissed: ['languageSelect'] },
    );
    expect(q).toEqual(['phone', 'loyaltyProgram']);
  });
});

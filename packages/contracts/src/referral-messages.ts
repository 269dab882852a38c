/** Texts of the referral programme and attribution errors; merged into VALIDATION_MESSAGES. */
export const REFERRAL_MESSAGES = {
  feature_disabled: { ru: 'Эта функция сейчас недоступна', en: 'This feature is not available now' },
  referral_social_required: {
    ru: 'Сначала подключите соцсеть в профиле: Telegram, VK или WhatsApp',
    en: 'Connect a social account in your profile first: Telegram, VK or WhatsApp',
  },
  referral_withdrawal_conflict: {
    ru: 'Эта заявка уже отправлена с другими данными',
    en: 'This request was already sent with different details',
  },
  referral_withdrawal_decided: {
    ru: 'По этой заявке уже принято другое решение',
    en: 'This request already has another decision',
  },
} as const;

import { i18next } from '../../shared/i18n';

export const supportRu = {
  support: {
    button: 'Помощь',
    title: 'Связаться с поддержкой',
    loading: 'Загружаем контакты поддержки',
    failed: 'Не удалось загрузить контакты поддержки',
    phone: 'Телефон',
    email: 'Почта',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    vk: 'ВКонтакте',
  },
};

export const supportEn: typeof supportRu = {
  support: {
    button: 'Help',
    title: 'Contact support',
    loading: 'Loading support contacts',
    failed: 'Failed to load support contacts',
    phone: 'Phone',
    email: 'E-mail',
    telegram: 'Telegram',
    whatsapp: 'WhatsApp',
    vk: 'VK',
  },
};

let registered = false;

/** Adds the support texts to i18next (once). */
export function registerSupportTexts(): void {
  if (registered) return;
  registered = true;
  i18next.addResourceBundle('ru', 'translation', supportRu, true, false);
  i18next.addResourceBundle('en', 'translation', supportEn, true, false);
}

registerSupportTexts();

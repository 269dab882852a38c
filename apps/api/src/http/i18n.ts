import { formatMessage, isMessageKey, type MessageLanguage } from '@prepa/contracts';

/** Texts of the API's own errors; field-rule texts come from contracts' VALIDATION_MESSAGES. */
const API_MESSAGES = {
  parse_error: { ru: 'Некорректный JSON в теле запроса', en: 'Malformed JSON in the request body' },
  not_authenticated: {
    ru: 'Учётные данные не были предоставлены',
    en: 'Authentication credentials were not provided',
  },
  authentication_failed: { ru: 'Неверный логин или пароль', en: 'Wrong login or password' },
  token_not_valid: {
    ru: 'Токен недействителен или просрочен',
    en: 'Given token not valid for any token type',
  },
  permission_denied: {
    ru: 'У вас недостаточно прав для выполнения данного действия',
    en: 'You do not have permission to perform this action',
  },
  platform_mismatch: {
    ru: 'Этот аккаунт зарегистрирован на другой платформе школы: войдите на её сайте',
    en: "This account belongs to another of the school's platforms: sign in on its site",
  },
  not_found: { ru: 'Не найдено', en: 'Not found' },
  method_not_allowed: { ru: 'Метод «{method}» не разрешён', en: 'Method "{method}" not allowed' },
  unsupported_media_type: {
    ru: 'Неподдерживаемый тип данных в запросе',
    en: 'Unsupported media type in the request',
  },
  nesting_too_deep: {
    ru: 'Слишком глубокая вложенность JSON (не более {n} уровней)',
    en: 'The JSON is nested too deeply (at most {n} levels)',
  },
  bad_url: { ru: 'Некорректный адрес запроса', en: 'Malformed request address' },
  uri_too_long: { ru: 'Слишком длинный параметр адреса', en: 'A path parameter is too long' },
  payload_too_large: { ru: 'Слишком большой запрос', en: 'Request body is too large' },
  throttled: {
    ru: 'Слишком много запросов. Повторите через {n} с',
    en: 'Request was throttled. Expected available in {n} seconds',
  },
  error: { ru: 'Внутренняя ошибка сервера', en: 'A server error occurred' },
  service_unavailable: { ru: 'Сервис временно недоступен', en: 'Service temporarily unavailable' },
  unique_email: {
    ru: 'Пользователь с таким e-mail уже существует',
    en: 'A user with this e-mail already exists',
  },
  phone_key_invalid: {
    ru: 'Телефон не подтверждён или подтверждение устарело',
    en: 'The phone is not confirmed or the confirmation has expired',
  },
  code_wrong: { ru: 'Неверный код', en: 'Wrong code' },
  code_expired: {
    ru: 'Код устарел или исчерпаны попытки, запросите новый',
    en: 'The code has expired or attempts are exhausted, request a new one',
  },
  sms_sent: { ru: 'Код отправлен', en: 'The code has been sent' },
  reset_sent: {
    ru: 'Если такой e-mail зарегистрирован, мы отправили на него ссылку для восстановления пароля',
    en: 'If this e-mail is registered, a password reset link has been sent to it',
  },
  reset_token_invalid: {
    ru: 'Ссылка недействительна или устарела',
    en: 'The link is invalid or has expired',
  },
  password_reset_done: { ru: 'Пароль изменён', en: 'The password has been changed' },
  password_changed: { ru: 'Пароль изменён', en: 'The password has been changed' },
  old_password_wrong: { ru: 'Неверный текущий пароль', en: 'The current password is wrong' },
  logged_out: { ru: 'Вы вышли из аккаунта', en: 'You have logged out' },
  auth_code_invalid: {
    ru: 'Код недействителен или уже использован',
    en: 'The code is invalid or has already been used',
  },
  oauth_token_invalid: {
    ru: 'Токен недействителен или уже использован',
    en: 'The token is invalid or has already been used',
  },
  client_unknown: { ru: 'Неизвестное приложение', en: 'Unknown application' },
  client_redirect_not_allowed: {
    ru: 'Адрес возврата не разрешён для этого приложения',
    en: 'This redirect address is not allowed for the application',
  },
  phone_login_disabled: {
    ru: 'Вход по телефону недоступен',
    en: 'Login by phone is not available',
  },
  unknown_platform_key: { ru: 'Неизвестный ключ клиента', en: 'Unknown client key' },
} as const satisfies Record<string, Record<MessageLanguage, string>>;

export type ApiMessageKey = keyof typeof API_MESSAGES;

export function translate(
  key: string,
  lang: MessageLanguage,
  params: { n?: number | bigint; method?: string } = {},
): string {
  if (Object.prototype.hasOwnProperty.call(API_MESSAGES, key)) {
    let text: string = API_MESSAGES[key as ApiMessageKey][lang];
    if (params.n !== undefined) text = text.replace('{n}', String(params.n));
    if (params.method !== undefined) text = text.replace('{method}', params.method);
    return text;
  }
  if (isMessageKey(key)) return formatMessage(key, lang, params.n);
  return key;
}

/** Russian unless the client's Accept-Language prefers English over Russian and Kazakh. */
export function pickLanguage(acceptLanguage: string | undefined): MessageLanguage {
  if (!acceptLanguage) return 'ru';
  let best: { lang: MessageLanguage; q: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const base = tag.split('-')[0];
    const lang: MessageLanguage | undefined =
      base === 'en' ? 'en' : base === 'ru' || base === 'kk' ? 'ru' : undefined;
    if (lang && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'ru';
}

/** Business constants of the specs, each stated once (no area of their own). */
export const PRODUCT_NAME = 'Prepa';

export const SMS_CODE_LENGTH = 4;
export const SMS_RESEND_DELAY_SECONDS = 60;
/** OTPs a phone may request within one hour. */
export const OTP_REQUESTS_PER_HOUR = 5;
/** Wrong attempts allowed for one issued code before it is burnt. */
export const OTP_MAX_ATTEMPTS = 5;
/** SMS codes one client address may request within one hour, whatever the phones. */
export const OTP_REQUESTS_PER_IP_PER_HOUR = 20;
/** Signed-in phone-code checks (connect a phone) per user and per IP within PHONE_CHECK_WINDOW_SECONDS. */
export const PHONE_CHECKS_PER_USER = 10;
export const PHONE_CHECKS_PER_IP = 30;
export const PHONE_CHECK_WINDOW_SECONDS = 15 * 60;
export const OTP_TTL_SECONDS = 5 * 60;
export const PHONE_KEY_TTL_SECONDS = 30 * 60;

export const NAME_PART_MIN = 2;
export const NAME_PART_MAX = 40;
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 32;
export const LOGIN_FIELD_MAX = 256;
export const EMAIL_MAX = 256;
export const PASSWORD_MAX = 256;
export const REGISTRATION_PASSWORD_MIN = 6;
export const REGISTRATION_PASSWORD_MAX = 40;
export const CUSTOMER_FULL_NAME_MAX = 150;

export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const OBTAIN_CODE_TTL_SECONDS = 60;
export const PASSWORD_RESET_TTL_SECONDS = 24 * 60 * 60;

/** Login attempts per account (whatever identifier names it) and per IP within LOGIN_WINDOW_SECONDS. */
export const LOGIN_ATTEMPTS_PER_IDENTIFIER = 10;
export const LOGIN_ATTEMPTS_PER_IP = 50;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const PASSWORD_RESET_PER_EMAIL_PER_HOUR = 3;

/** A student is "new" for one day after registration. */
export const NEW_STUDENT_DAYS = 1;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const BADGE_MAX = 9;
export const SOCKET_REQUEST_TIMEOUT_MS = 30_000;
export const TAB_SYNC_RELOAD_DELAY_MS = 500;
export const FLAGS_LOAD_TIMEOUT_MS = 1000;

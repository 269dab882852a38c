import { eq, sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LanguageCode, Platform, UserRole } from '@prepa/contracts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    role: text('role').$type<UserRole>().notNull().default('STUDENT_ROLE'),
    language: text('language').$type<LanguageCode>().notNull().default('ru'),
    platform: text('platform').$type<Platform>().notNull().default('RU'),
    telegram: text('telegram'),
    vk: text('vk'),
    parentPhone: text('parent_phone'),
    subscribedForNews: boolean('subscribed_for_news').notNull().default(false),
    acceptedPdpp: boolean('accepted_pdpp').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    // Usernames are matched without regard to case (login, a new student's username): without it, both
    // read every user.
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_phone_idx').on(t.phone),
  ],
);

/** The user whose username is `lowercased` whatever its case (through users_username_lower_idx). */
export const usernameIs = (lowercased: string): SQL => eq(sql`lower(${users.username})`, lowercased);

/** One login = one session; its refresh tokens form a family that is revoked as a whole. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/** Single-use secrets that travel outside the API: obtain codes, identity-provider tokens, reset tokens. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'obtain_code' | 'oauth' | 'password_reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.kind, t.tokenHash)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is confirmed, burnt by wrong attempts, or replaced by a newer one. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone)],
);

/** Proof that a phone was confirmed by SMS; spent by v3 registration. */
export const phoneKeys = pgTable(
  'phone_keys',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_keys_hash_key').on(t.keyHash)],
);

/** Apps registered with our identity-provider pages. */
export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    redirectUrls: text('redirect_urls').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_clients_client_id_key').on(t.clientId)],
);

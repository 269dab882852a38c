import {
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Platform } from '@prepa/contracts';
import { users } from './users.js';

/** The student's own area: statuses, onboarding hints, regional profile fields, accepted rules. */
export const studentProfiles = pgTable('student_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Status key → ISO instant when it was set by the server. */
  statuses: jsonb('statuses').$type<Record<string, string>>().notNull().default({}),
  onboardingState: jsonb('onboarding_state').$type<Record<string, boolean>>().notNull().default({}),
  /** IANA zone chosen by the student; null = the platform's zone. */
  timeZone: text('time_zone'),
  birthday: date('birthday', { mode: 'string' }),
  nickname: text('nickname'),
  whatsapp: text('whatsapp'),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  personalDataAcceptedAt: timestamp('personal_data_accepted_at', { withTimezone: true }),
  lotteryAcceptedAt: timestamp('lottery_accepted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  image: text('image'),
  url: text('url'),
  /** null = every platform. */
  platform: text('platform').$type<Platform>(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The exam of the class years it is for (9th grade: OGE, 10th–11th: EGE…); null = every student. */
  educationLevel: text('education_level').$type<'OGE' | 'EGE' | 'MIDDLE'>(),
  /** A yearly season as local 'MM-DD' dates, both inclusive (may wrap the new year); null = all year. */
  seasonFrom: text('season_from'),
  seasonUntil: text('season_until'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const bannerClosures = pgTable(
  'banner_closures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banner_closures_user_banner_key').on(t.userId, t.bannerId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded avatars (checked by magic bytes), served by an unguessable id. */
export const avatars = pgTable('avatars', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

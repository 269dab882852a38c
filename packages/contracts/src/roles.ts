import { z } from 'zod';

/** The 15 roles of spec 1 §6. GUEST is the role of a visitor without a user. */
export const ROLES = [
  'GUEST',
  'STUDENT_ROLE',
  'CURATOR_ROLE',
  'CHAT_MODERATOR',
  'TEACHER_ROLE',
  'TUTOR_ROLE',
  'MANAGER_CS',
  'HEAD_CURATOR',
  'MANAGER_ROLE',
  'HEAD_MANAGER_ROLE',
  'SUPPORT_MANAGER',
  'MAIN_MANAGER_ROLE',
  'PAY_INSPECTOR',
  'SALE_MANAGER',
  'HEAD_MODERATOR',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** Roles a signed-in user can hold (everything but GUEST). */
export const USER_ROLES = ROLES.filter((r) => r !== 'GUEST') as Exclude<Role, 'GUEST'>[];
export const userRoleSchema = z.enum(USER_ROLES as [Exclude<Role, 'GUEST'>, ...Exclude<Role, 'GUEST'>[]]);
export type UserRole = z.infer<typeof userRoleSchema>;

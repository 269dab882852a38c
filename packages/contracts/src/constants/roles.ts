/** The zod-free part of `roles.ts` (the role lists and their types): importable without the schemas. */

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
export type Role = (typeof ROLES)[number];
/** Roles a signed-in user can hold (everything but GUEST). */
export type UserRole = Exclude<Role, 'GUEST'>;
export const USER_ROLES = ROLES.filter((r) => r !== 'GUEST') as UserRole[];

/** Who may list invoices paid by requisites and mark them paid (`/v2/manager/invoices/`). */
export const INVOICE_MANAGER_ROLES: readonly UserRole[] = [
  'MANAGER_ROLE',
  'HEAD_MANAGER_ROLE',
  'MAIN_MANAGER_ROLE',
  'PAY_INSPECTOR',
  'MANAGER_CS',
  'SALE_MANAGER',
];
/** Who may give a student a homework life (`/v2/curators/students/:id/lives/`). */
export const LIFE_GRANT_ROLES: readonly UserRole[] = ['CURATOR_ROLE', 'MANAGER_ROLE'];
/**
 * Who may create, edit and delete lessons and their materials (`/v2/lessons/` staff routes, the
 * staff screen `/staff/lessons`).
 */
export const LESSON_EDITOR_ROLES: readonly UserRole[] = ['TEACHER_ROLE', 'MANAGER_ROLE'];

import {
  GLOBAL_MODAL_MANAGER_ROLES,
  INVOICE_MANAGER_ROLES,
  LESSON_EDITOR_ROLES,
  type Role,
  type UserRole,
} from '@prepa/contracts/constants';

/** Which staff home a signed-in role gets; null for students and guests. */
export type StaffKind = 'manager' | 'curator' | 'teacher' | 'tutor' | 'moderator';

const KINDS: Partial<Record<Role, StaffKind>> = {
  MANAGER_ROLE: 'manager',
  HEAD_MANAGER_ROLE: 'manager',
  MAIN_MANAGER_ROLE: 'manager',
  PAY_INSPECTOR: 'manager',
  MANAGER_CS: 'manager',
  SALE_MANAGER: 'manager',
  SUPPORT_MANAGER: 'manager',
  CURATOR_ROLE: 'curator',
  HEAD_CURATOR: 'curator',
  TEACHER_ROLE: 'teacher',
  TUTOR_ROLE: 'tutor',
  CHAT_MODERATOR: 'moderator',
  HEAD_MODERATOR: 'moderator',
};

export function staffKind(role: Role | undefined | null): StaffKind | null {
  return role ? (KINDS[role] ?? null) : null;
}

/** The invoice list answers only these roles (the API's rule, from contracts). */
export function canManageInvoices(role: Role): boolean {
  return INVOICE_MANAGER_ROLES.some((r) => r === role);
}

/** The staff lessons screen answers only these roles (the API's rule, from contracts). */
export function canEditLessons(role: Role): boolean {
  return LESSON_EDITOR_ROLES.some((r) => r === role);
}

/** Items of a staff member's sidebar: what exists links, what is planned says "soon". */
export interface StaffNavItem {
  key: string;
  /** In-page anchor on the staff home, when the piece exists today. */
  anchor?: string;
  /** A page of its own, when the piece exists today. */
  path?: string;
}

export function staffNavItems(kind: StaffKind, role: Role): StaffNavItem[] {
  switch (kind) {
    case 'manager':
      return [
        ...(canManageInvoices(role)
          ? [
              { key: 'invoices', anchor: 'invoices' },
              { key: 'withdrawals', anchor: 'withdrawals' },
              { key: 'refunds', anchor: 'refunds' },
            ]
          : []),
        ...(GLOBAL_MODAL_MANAGER_ROLES.includes(role as UserRole)
          ? [{ key: 'globalModals', path: '/staff/modals' }]
          : []),
        ...(canEditLessons(role) ? [{ key: 'lessons', path: '/staff/lessons' }] : []),
        { key: 'customers' },
        { key: 'schedule' },
      ];
    case 'curator':
      return [{ key: 'homeworkQueue', path: '/curator/homework' }, { key: 'students' }];
    case 'teacher':
      return [
        { key: 'lessons', path: '/staff/lessons' },
        { key: 'homeworkCheck', path: '/curator/homework' },
      ];
    case 'tutor':
      return [{ key: 'slots' }, { key: 'clients' }, { key: 'homeworkBase' }];
    case 'moderator':
      return [{ key: 'chatReports', path: '/moderator/reports' }, { key: 'chat' }];
  }
}

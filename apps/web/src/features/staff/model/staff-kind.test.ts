import { describe, expect, it } from 'vitest';
import { canManageInvoices, staffKind, staffNavItems } from './staff-kind';

describe('staff kinds', () => {
  it('gives students and guests no staff home', () => {
    expect(staffKind('STUDENT_ROLE')).toBeNull();
    expect(staffKind(null)).toBeNull();
    expect(staffKind('GUEST')).toBeNull();
  });

  it('groups every staff role under a home', () => {
    expect(staffKind('MANAGER_ROLE')).toBe('manager');
    expect(staffKind('PAY_INSPECTOR')).toBe('manager');
    expect(staffKind('HEAD_CURATOR')).toBe('curator');
    expect(staffKind('TEACHER_ROLE')).toBe('teacher');
    expect(staffKind('TUTOR_ROLE')).toBe('tutor');
    expect(staffKind('CHAT_MODERATOR')).toBe('moderator');
  });

  it('offers invoices only to roles the API lets list them', () => {
    expect(canManageInvoices('MANAGER_ROLE')).toBe(true);
    expect(canManageInvoices('SUPPORT_MANAGER')).toBe(false);
    expect(staffNavItems('manager', 'MANAGER_ROLE')[0]).toEqual({ key: 'invoices', anchor: 'invoices' });
    expect(staffNavItems('manager', 'SUPPORT_MANAGER').some((i) => i.key === 'invoices')).toBe(false);
  });

  it('links the lessons screen for the roles the API lets edit lessons', () => {
    expect(staffNavItems('teacher', 'TEACHER_ROLE')[0]).toEqual({ key: 'lessons', path: '/staff/lessons' });
    expect(staffNavItems('manager', 'MANAGER_ROLE')).toContainEqual({
      key: 'lessons',
      path: '/staff/lessons',
    });
    expect(staffNavItems('manager', 'SUPPORT_MANAGER').some((i) => i.key === 'lessons')).toBe(false);
  });

  it('never lists a student item', () => {
    const student = ['shop', 'homeworks', 'progress', 'inviteFriend'];
    for (const kind of ['manager', 'curator', 'teacher', 'tutor', 'moderator'] as const) {
      for (const item of staffNavItems(kind, 'MANAGER_ROLE')) expect(student).not.toContain(item.key);
    }
  });
});

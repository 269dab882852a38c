import { NOTIFICATION_TYPES } from '@prepa/contracts';
import { describe, expect, it } from 'vitest';
import { notificationTarget, NotificationRedirectError, parseRedirectPayload } from './redirect';

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof NotificationRedirectError) return error.reason;
    throw error;
  }
  return null;
};

describe('notificationTarget (spec 1 §4 "Redirect by notification type")', () => {
  it('sends lesson notifications to the lesson, a lesson not started to my product', () => {
    expect(notificationTarget('lesson_start_hour', '12')).toEqual({ to: '/lesson/12', button: 'go' });
    expect(notificationTarget('lesson_moved', 7)).toEqual({ to: '/lesson/7', button: 'go' });
    expect(notificationTarget('lesson_not_started', '3')).toEqual({ to: '/lessons/3', button: 'go' });
  });

  it('sends homework to Homework, not started to the list, task fixed to the completed view', () => {
    expect(notificationTarget('homework_checked', '5').to).toBe('/homework/5');
    expect(notificationTarget('homework_not_started', null).to).toBe('/homework/list');
    expect(notificationTarget('homework_task_fixed', '5').to).toBe('/homework/5/completed');
  });

  it('sends a product renewal to its catalogue with the "prolong" button', () => {
    expect(notificationTarget('product_ending', '4', { sysCourseTypeCode: 'MASTER_GROUP' })).toEqual({
      to: '/catalog/MASTER_GROUP/4',
      button: 'prolong',
    });
  });

  it('sends reminders to progress and achievements; password changed has "write" and no route', () => {
    expect(notificationTarget('loyalty_reminder', null).to).toBe('/loyalty');
    expect(notificationTarget('progress_reminder', null).to).toBe('/results');
    expect(notificationTarget('password_changed', null)).toEqual({ to: null, button: 'write' });
  });

  it('sends a refused refund to the documents page, where the student reads the refusal and its reason', () => {
    expect(notificationTarget('refund_reject', 42)).toEqual({ to: '/legal', button: 'go' });
  });

  it('has a target for every type of the contracts, with "go" on all but renewals and password', () => {
    for (const type of NOTIFICATION_TYPES) {
      const target = notificationTarget(type, '1', { sysCourseTypeCode: 'MASTER_GROUP' });
      if (type === 'password_changed') expect(target.to).toBeNull();
      else expect(target.to, type).toMatch(/^\//);
      const expected = ['group_renew', 'product_ending', 'product_prolong'].includes(type)
        ? 'prolong'
        : type === 'password_changed'
          ? 'write'
          : 'go';
      expect(target.button, type).toBe(expected);
    }
  });

  it('refuses an unknown type, a missing or bad item id and a renewal without its course type', () => {
    expect(reasonOf(() => notificationTarget('lesson_exploded', '1'))).toBe('type');
    expect(reasonOf(() => notificationTarget(undefined, '1'))).toBe('type');
    expect(reasonOf(() => notificationTarget('homework_checked', null))).toBe('item');
    expect(reasonOf(() => notificationTarget('homework_checked', '-3'))).toBe('item');
    expect(reasonOf(() => notificationTarget('lesson_created', '1e3'))).toBe('item');
    expect(reasonOf(() => notificationTarget('group_renew', '1', {}))).toBe('payload');
    expect(reasonOf(() => notificationTarget('group_renew', '1', { sysCourseTypeCode: '../x' }))).toBe(
      'payload',
    );
  });
});

describe('parseRedirectPayload', () => {
  it('reads a JSON object, treats absence as empty and refuses anything else', () => {
    expect(parseRedirectPayload('{"sysCourseTypeCode":"FLASH"}')).toEqual({ sysCourseTypeCode: 'FLASH' });
    expect(parseRedirectPayload(null)).toEqual({});
    expect(reasonOf(() => parseRedirectPayload('{oops'))).toBe('payload');
    expect(reasonOf(() => parseRedirectPayload('[1]'))).toBe('payload');
    expect(reasonOf(() => parseRedirectPayload('"text"'))).toBe('payload');
  });
});

import { describe, expect, it } from 'vitest';
import { registerTasksLivesTexts } from './register';
import { registerStudentTexts } from '../../profile';
import { i18next } from '../../../shared/i18n';

registerStudentTexts();
registerTasksLivesTexts();

const ru = i18next.getFixedT('ru');
const en = i18next.getFixedT('en');

describe('counts use i18next plurals', () => {
  it.each([
    [1, '1 медаль', '1 умкоин', '1 день', '1 балл', 'Награда: 1 умкоин'],
    [2, '2 медали', '2 умкоина', '2 дня', '2 балла', 'Награда: 2 умкоина'],
    [5, '5 медалей', '5 умкоинов', '5 дней', '5 баллов', 'Награда: 5 умкоинов'],
    [21, '21 медаль', '21 умкоин', '21 день', '21 балл', 'Награда: 21 умкоин'],
  ])('ru %i', (count, medals, umcoins, days, points, reward) => {
    expect(ru('student.activity.medals', { count })).toBe(medals);
    expect(ru('student.activity.umcoins', { count })).toBe(umcoins);
    expect(ru('student.activity.inDays', { count })).toBe(days);
    expect(ru('student.goals.points', { count })).toBe(points);
    expect(ru('student.tasks.reward', { count })).toBe(reward);
  });

  it('the next streak reward reads "1 медаль", not "1 медалей"', () => {
    const line = ru('student.activity.nextReward', {
      days: ru('student.activity.inDays', { count: 1 }),
      umcoins: ru('student.activity.umcoins', { count: 21 }),
      medals: ru('student.activity.medals', { count: 1 }),
    });
    expect(line).toBe('Следующая награда через 1 день: 21 умкоин, 1 медаль');
  });

  it('en 1 and 2', () => {
    expect(en('student.activity.medals', { count: 1 })).toBe('1 medal');
    expect(en('student.activity.medals', { count: 2 })).toBe('2 medals');
    expect(en('student.tasks.reward', { count: 1 })).toBe('Reward: 1 umcoin');
  });

  it('no Russian text puts a number before a noun without plural forms', () => {
    const offenders: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        // A name or a title before a word is not a count ({{name}} больше не может…).
        if (/\{\{(?!name\}|title\})\w+\}\}\s?[а-яё]/iu.test(node) && !/_(one|few|many|other)$/.test(path)) {
          // Whitelisted: the numbers here are not counts of the noun that follows; validation.* are the
          // contracts' messages (shared with the server's formatMessage), left for a contracts change;
          // a file size is followed by its unit (КБ), not a noun.
          if (
            !path.startsWith('validation.') &&
            !/(\.progress|\.count|\.max|\.expOf|\.avatarTooBig|\.fileSize|subtitle\w*)$/.test(path)
          )
            offenders.push(path);
        }
        return;
      }
      if (node && typeof node === 'object')
        for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(i18next.getResourceBundle('ru', 'translation'), '');
    expect(offenders).toEqual([]);
  });
});

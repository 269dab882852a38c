import { describe, expect, it } from 'vitest';
import { SharedAnswers } from './one-shot-compression.js';

describe('shared answers', () => {
  it('makes an answer once per key and serves it again', async () => {
    const answers = new SharedAnswers(10);
    let made = 0;
    const make = () => `{"n":${++made}}`;
    const a = await answers.get('k', make);
    expect(await answers.get('k', make)).toBe(a);
    expect((await answers.get('other', make)).json).toBe('{"n":2}');
    expect(made).toBe(2);
  });

  it('keeps at most `max` answers and `maxChars` characters, dropping the oldest first', async () => {
    const byCount = new SharedAnswers(2);
    for (const key of ['a', 'b', 'c']) await byCount.get(key, () => key);
    expect(byCount.size).toBe(2);
    let remade = false;
    await byCount.get('a', () => ((remade = true), 'a'));
    expect(remade).toBe(true);

    // Each entry is 10 + 10 characters: three fit in 64, the fourth drops the first.
    const byChars = new SharedAnswers(100, 64);
    for (const key of ['k000000001', 'k000000002', 'k000000003', 'k000000004']) {
      await byChars.get(key, () => 'j'.repeat(10));
    }
    expect(byChars.size).toBe(3);
    // An answer larger than the whole budget is served but not kept.
    const huge = await byChars.get('huge', () => 'x'.repeat(100));
    expect(huge.json).toHaveLength(100);
    expect(byChars.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { courseTypeImage, GENERAL_COVER, ownImage } from './images';

describe('shop images', () => {
  it('names a course type picture by its code', () => {
    expect(courseTypeImage('MASTER_GROUP')).toBe('/images/course-types/master_group.svg');
  });

  it('keeps same-origin pictures and replaces missing or foreign ones', () => {
    expect(ownImage('/images/covers/maths.svg')).toBe('/images/covers/maths.svg');
    expect(ownImage(null)).toBe(GENERAL_COVER);
    expect(ownImage('https://example.com/a.png')).toBe(GENERAL_COVER);
    expect(ownImage('//cdn.example.com/a.png')).toBe(GENERAL_COVER);
    expect(ownImage('https://example.com/a.png', null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { embeddedJson } from '../lib/embedded-json';
import { embeddedAnswer } from './embedded';

/** A page whose head carries the given inert JSON tags. */
function page(tags: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('prepa');
  for (const [id, text] of Object.entries(tags)) {
    const s = doc.createElement('script');
    s.type = 'application/json';
    s.id = id;
    s.textContent = text;
    doc.head.appendChild(s);
  }
  return doc;
}

describe('JSON the server embedded in index.html', () => {
  it('reads a tag as it is on the wire, and an answer converted as the client converts answers', () => {
    const doc = page({ 'prepa-course-types': '[{"id":3,"sys_course_type_code":"FLASH"}]' });
    expect(embeddedJson('prepa-course-types', doc)).toEqual([{ id: 3, sys_course_type_code: 'FLASH' }]);
    expect(embeddedAnswer('prepa-course-types', doc)).toEqual([{ id: 3, sysCourseTypeCode: 'FLASH' }]);
  });

  it('gives nothing for a missing, empty or unreadable tag, so the caller asks the server', () => {
    const doc = page({ empty: '', broken: '[{"id":' });
    for (const id of ['absent', 'empty', 'broken']) {
      expect(embeddedJson(id, doc)).toBeUndefined();
      expect(embeddedAnswer(id, doc)).toBeUndefined();
    }
    expect(embeddedJson('absent', undefined)).toBeUndefined();
  });
});

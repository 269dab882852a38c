import { describe, expect, it } from 'vitest';
import { embeddedPayload } from './growthbook';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const s = doc.createElement('script');
    s.type = 'application/json';
    s.id = 'prepa-flags';
    s.textContent = json;
    doc.head.append(s);
  }
  return doc;
}

describe('embeddedPayload', () => {
  const snapshot = JSON.stringify({
    'prepa-ru': { features: { 'student-activity': { defaultValue: true } } },
    'prepa-kz': { features: { 'student-activity': { defaultValue: false } } },
  });
  it('picks the payload of its own client key', () => {
    expect(embeddedPayload('prepa-kz', page(snapshot))).toEqual({
      features: { 'student-activity': { defaultValue: false } },
    });
  });
  it('is null without a snapshot, for another key, or for broken JSON', () => {
    expect(embeddedPayload('prepa-ru', page(null))).toBeNull();
    expect(embeddedPayload('prepa-one', page(snapshot))).toBeNull();
    expect(embeddedPayload('prepa-ru', page('{oops'))).toBeNull();
  });
});

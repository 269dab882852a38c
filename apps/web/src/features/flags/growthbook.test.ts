import { describe, expect, it, vi } from 'vitest';
import { useFlagsStore } from './flags-store';
import { embeddedPayload, loadFlags, plainFlags } from './growthbook';

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

describe('plainFlags', () => {
  it('reads default values when no feature has rules, every unknown flag off', () => {
    expect(plainFlags({ features: { 'login-by-phone': { defaultValue: true } } })).toMatchObject({
      'login-by-phone': true,
      'student-activity': false,
    });
  });
  it('is null when a feature carries targeting rules', () => {
    expect(plainFlags({ features: { 'login-by-phone': { defaultValue: false, rules: [{}] } } })).toBeNull();
  });
});

describe('loadFlags with a snapshot', () => {
  it('publishes the values without loading the GrowthBook SDK (decision 003)', async () => {
    const s = document.createElement('script');
    s.type = 'application/json';
    s.id = 'prepa-flags';
    s.textContent = JSON.stringify({
      'prepa-ru': { features: { 'login-by-phone': { defaultValue: true } } },
      'prepa-kz': { features: { 'login-by-phone': { defaultValue: true } } },
      'prepa-one': { features: { 'login-by-phone': { defaultValue: true } } },
      'prepa-academy': { features: { 'login-by-phone': { defaultValue: true } } },
    });
    document.head.append(s);
    const sdk = vi.fn();
    vi.doMock('@growthbook/growthbook-react', () => {
      sdk();
      return {};
    });
    try {
      await loadFlags();
      expect(useFlagsStore.getState()).toMatchObject({ loaded: true, flags: { 'login-by-phone': true } });
      expect(sdk).not.toHaveBeenCalled();
    } finally {
      s.remove();
      vi.doUnmock('@growthbook/growthbook-react');
    }
  });
});

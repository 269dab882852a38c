import { describe, expect, it } from 'vitest';
import { i18next } from '../i18n';
import { ROUTES } from './routes';

describe('route titles', () => {
  // Only the start-up resources: a title is set before any area's chunk (and its texts) has loaded.
  it.each(['ru', 'en'])('every title key of routes.ts exists in %s at start-up', (lng) => {
    const missing = Object.entries(ROUTES)
      .filter(([, def]) => !i18next.exists(def.title, { lng, fallbackLng: false }))
      .map(([name, def]) => `${name}: ${def.title}`);
    expect(missing).toEqual([]);
  });
});

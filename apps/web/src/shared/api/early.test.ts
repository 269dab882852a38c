import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server, trackRequests } from '../../test/msw';
import { api } from './client';
import { EARLY_TTL_MS, clearEarly, rememberSessionRole, sendEarly, storedSession, takeEarly } from './early';
import { tokenStore } from './tokens';

const parts = { token: 'tok', platform: 'RU', language: 'ru' };

/** A JWT-shaped token whose payload carries `sub` (the signature is never checked here). */
const tokenFor = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub, typ: 'access' }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.s`;

afterEach(() => {
  clearEarly();
  tokenStore.clear();
  localStorage.clear();
});

describe('early requests', () => {
  it('hands an answer out once, for the same URL, token, platform and language, while it is fresh', async () => {
    server.use(http.get('/api/core/banner/', () => HttpResponse.json([{ id: 1 }])));
    sendEarly(['/api/core/banner/'], parts, 1_000);
    expect(takeEarly('/api/other/', parts, 1_000)).toBeUndefined();
    const early = takeEarly('/api/core/banner/', parts, 1_500);
    expect(await (await early)?.json()).toEqual([{ id: 1 }]);
    expect(takeEarly('/api/core/banner/', parts, 1_600)).toBeUndefined();
  });

  it('refuses an answer sent with another token, platform or language, or older than its limit', () => {
    server.use(http.get('/api/core/banner/', () => HttpResponse.json([])));
    for (const other of [
      { ...parts, token: 'other' },
      { ...parts, platform: 'KZ' },
      { ...parts, language: 'en' },
    ]) {
      sendEarly(['/api/core/banner/'], parts, 0);
      expect(takeEarly('/api/core/banner/', other, 0)).toBeUndefined();
    }
    sendEarly(['/api/core/banner/'], parts, 0);
    expect(takeEarly('/api/core/banner/', parts, EARLY_TTL_MS + 1)).toBeUndefined();
  });

  it('lets the API client use the early answer instead of asking again, and ask itself for the rest', async () => {
    let served = 0;
    server.use(
      http.get('/api/core/banner/', () => {
        served += 1;
        return HttpResponse.json({ results: [{ id: served, is_active: true }] });
      }),
    );
    tokenStore.set({ access: 'tok', refresh: 'r' });
    sendEarly(['/api/core/banner/'], { token: 'tok', platform: 'RU', language: 'ru' });
    const seen = trackRequests();
    expect(await api.get('/core/banner/')).toEqual({ results: [{ id: 1, isActive: true }] });
    expect(served).toBe(1);
    expect(seen).toEqual([]);
    // Taken once: the next read is a request of its own.
    expect(await api.get('/core/banner/')).toEqual({ results: [{ id: 2, isActive: true }] });
    expect(seen).toEqual([{ method: 'GET', url: '/api/core/banner/' }]);
  });

  it('sends the request again when the early one failed on its way', async () => {
    let served = 0;
    server.use(
      http.get('/api/core/banner/', () => {
        served += 1;
        return served === 1 ? HttpResponse.error() : HttpResponse.json([{ id: 2 }]);
      }),
    );
    tokenStore.set({ access: 'tok', refresh: 'r' });
    sendEarly(['/api/core/banner/'], { token: 'tok', platform: 'RU', language: 'ru' });
    expect(await api.get('/core/banner/')).toEqual([{ id: 2 }]);
    expect(served).toBe(2);
  });
});

describe("the stored session's role", () => {
  it('is known only for the user the stored token belongs to', () => {
    expect(storedSession()).toBeUndefined();
    tokenStore.set({ access: tokenFor('7'), refresh: 'r' });
    expect(storedSession()).toEqual({ token: tokenFor('7'), role: undefined });
    rememberSessionRole(7, 'STUDENT_ROLE');
    expect(storedSession()?.role).toBe('STUDENT_ROLE');
    // Another account signed in on this device: the hint is not theirs.
    tokenStore.set({ access: tokenFor('8'), refresh: 'r' });
    expect(storedSession()?.role).toBeUndefined();
    tokenStore.set({ access: 'not-a-jwt', refresh: 'r' });
    expect(storedSession()?.role).toBeUndefined();
  });
});

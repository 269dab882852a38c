import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { routePath } from '../shared/config/routes';
import { clearEarly, rememberSessionRole, takeEarly } from '../shared/api/early';
import { tokenStore } from '../shared/api/tokens';
import { server } from '../test/msw';
import { STUDENT_HOME_REQUESTS } from '../pages/home/early-requests';
import { HOME_HERO_SRC } from '../pages/home/prepaint';
import { dropPrepaint } from '../shared/lib/prepaint';
import { VERIFY_REQUEST, prepaintStartPage, sendStartupRequests, startupRequests } from './early-requests';

const token = `h.${btoa(JSON.stringify({ sub: '7' })).replace(/=+$/, '')}.s`;

function embedPlatform(platform: string | null): void {
  document.getElementById('prepa-platform')?.remove();
  if (!platform) return;
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = 'prepa-platform';
  tag.textContent = JSON.stringify({ platform });
  document.head.append(tag);
}

afterEach(() => {
  dropPrepaint();
  clearEarly();
  localStorage.clear();
  embedPlatform(null);
});

describe("start-up's early requests", () => {
  it("are the session check everywhere, and a student's Home sections on Home", () => {
    // Home's address in the route table is one the list knows.
    expect(startupRequests(routePath('Home'), 'STUDENT_ROLE')).toEqual([
      VERIFY_REQUEST,
      ...STUDENT_HOME_REQUESTS,
    ]);
    expect(startupRequests('/home', 'STUDENT_ROLE')).toEqual([VERIFY_REQUEST, ...STUDENT_HOME_REQUESTS]);
    expect(startupRequests('/', 'STUDENT_ROLE')).toEqual([VERIFY_REQUEST, ...STUDENT_HOME_REQUESTS]);
    expect(startupRequests('/home', 'MANAGER_ROLE')).toEqual([VERIFY_REQUEST]);
    expect(startupRequests('/home', undefined)).toEqual([VERIFY_REQUEST]);
    expect(startupRequests('/catalog', 'STUDENT_ROLE')).toEqual([VERIFY_REQUEST]);
  });

  it("go out with the stored session's token, the embedded platform and the device's language", () => {
    server.use(http.get('/api/*', () => HttpResponse.json({})));
    embedPlatform('KZ');
    tokenStore.set({ access: token, refresh: 'r' });
    rememberSessionRole(7, 'STUDENT_ROLE');
    localStorage.setItem('prepa.language', 'en');
    sendStartupRequests({ pathname: '/home', search: '' });
    expect(takeEarly('/api/core/banner/', { token, platform: 'KZ', language: 'en' })).toBeDefined();
    expect(takeEarly(VERIFY_REQUEST, { token, platform: 'KZ', language: 'en' })).toBeDefined();
  });

  it('are not sent without a session, without an embedded platform, or for a login in the address', () => {
    server.use(http.get('/api/*', () => HttpResponse.json({})));
    const parts = { token, platform: 'RU', language: 'ru' };
    embedPlatform('RU');
    sendStartupRequests({ pathname: '/home', search: '' });
    expect(takeEarly(VERIFY_REQUEST, parts)).toBeUndefined();
    tokenStore.set({ access: token, refresh: 'r' });
    sendStartupRequests({ pathname: '/home', search: '?code=abc' });
    expect(takeEarly(VERIFY_REQUEST, parts)).toBeUndefined();
    embedPlatform(null);
    sendStartupRequests({ pathname: '/home', search: '' });
    expect(takeEarly(VERIFY_REQUEST, parts)).toBeUndefined();
    embedPlatform('RU');
    sendStartupRequests({ pathname: '/home', search: '' });
    expect(takeEarly(VERIFY_REQUEST, parts)).toBeDefined();
  });
});

describe("start-up's first paint of Home", () => {
  const painted = () => document.querySelectorAll('#prepa-prepaint img.home-hero');

  it("paints a student's Home picture on Home's addresses, once, where the app removes it", () => {
    embedPlatform('RU');
    tokenStore.set({ access: token, refresh: 'r' });
    rememberSessionRole(7, 'STUDENT_ROLE');
    for (const pathname of ['/home', '/']) {
      prepaintStartPage({ pathname, search: '' });
      prepaintStartPage({ pathname, search: '' });
      expect(painted(), pathname).toHaveLength(1);
      expect(painted()[0]?.getAttribute('src')).toBe(HOME_HERO_SRC);
      expect(painted()[0]?.getAttribute('alt')).toBe('');
      dropPrepaint();
      expect(painted()).toHaveLength(0);
    }
  });

  it('paints nothing elsewhere, for another role, a guest, another user or a login in the address', () => {
    embedPlatform('RU');
    prepaintStartPage({ pathname: '/home', search: '' });
    expect(painted()).toHaveLength(0);
    tokenStore.set({ access: token, refresh: 'r' });
    rememberSessionRole(7, 'MANAGER_ROLE');
    prepaintStartPage({ pathname: '/home', search: '' });
    expect(painted()).toHaveLength(0);
    // The role remembered for someone else on this device says nothing of this session.
    rememberSessionRole(8, 'STUDENT_ROLE');
    prepaintStartPage({ pathname: '/home', search: '' });
    expect(painted()).toHaveLength(0);
    rememberSessionRole(7, 'STUDENT_ROLE');
    prepaintStartPage({ pathname: '/catalog', search: '' });
    prepaintStartPage({ pathname: '/home', search: '?accessToken=x' });
    expect(painted()).toHaveLength(0);
    prepaintStartPage({ pathname: '/home', search: '' });
    expect(painted()).toHaveLength(1);
  });
});

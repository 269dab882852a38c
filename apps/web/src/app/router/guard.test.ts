import { describe, expect, it } from 'vitest';
import { routePath } from '../../shared/config/routes';
import { decideAccess } from './guard';

describe('route guard', () => {
  it('sends a guest from a role-restricted route to Authorization with a redirect back', () => {
    expect(decideAccess('Profile', null, '/profile?scope=documents')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fprofile%3Fscope%3Ddocuments',
    });
  });

  it('sends a signed-in user without the role to NotFound', () => {
    expect(decideAccess('Profile', { role: 'TEACHER_ROLE' }, '/profile')).toEqual({
      kind: 'redirect',
      to: '/not-found',
    });
  });

  it('lets students and chat moderators into the profile', () => {
    expect(decideAccess('Profile', { role: 'STUDENT_ROLE' }, '/profile').kind).toBe('allow');
    expect(decideAccess('Profile', { role: 'CHAT_MODERATOR' }, '/profile').kind).toBe('allow');
  });

  it('sends signed-in users home from auth pages and lets guests in', () => {
    expect(decideAccess('Authorization', { role: 'STUDENT_ROLE' }, '/auth/login')).toEqual({
      kind: 'redirect',
      to: '/home',
    });
    expect(
      decideAccess('AuthorizationPasswordReset', { role: 'STUDENT_ROLE' }, '/auth/reset-password').kind,
    ).toBe('redirect');
    expect(decideAccess('Authorization', null, '/auth/login').kind).toBe('allow');
  });

  it('lets guests read the catalogue while other signed-in roles than students get NotFound', () => {
    expect(decideAccess('CatalogStart', null, '/catalog').kind).toBe('allow');
    expect(decideAccess('Catalog', null, '/catalog/master_group').kind).toBe('allow');
    expect(decideAccess('CatalogStart', { role: 'STUDENT_ROLE' }, '/catalog').kind).toBe('allow');
    expect(decideAccess('CatalogStart', { role: 'MANAGER_ROLE' }, '/catalog')).toEqual({
      kind: 'redirect',
      to: '/not-found',
    });
    // The cart stays a student's: a guest is asked to sign in.
    expect(decideAccess('Cart', null, '/cart')).toEqual({
      kind: 'redirect',
      to: '/auth/login?redirect=%2Fcart',
    });
  });

  it('leaves open routes open', () => {
    expect(decideAccess('Home', null, '/home').kind).toBe('allow');
    expect(decideAccess('NotFound', { role: 'TUTOR_ROLE' }, '/not-found').kind).toBe('allow');
  });
});

describe('routePath', () => {
  it('builds paths by name with params and query', () => {
    expect(routePath('AuthorizationByType', { type: 'registration' }, { redirect: '/profile' })).toBe(
      '/auth/registration?redirect=%2Fprofile',
    );
    expect(routePath('Home', {}, { empty: '', none: undefined })).toBe('/home');
    expect(() => routePath('AuthorizationByType')).toThrow(/missing param/);
  });
});

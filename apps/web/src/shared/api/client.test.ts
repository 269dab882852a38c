import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import { ApiError } from './api-error';
import { keysToCamel as toCamel, keysToSnake as toSnake } from '@prepa/contracts';
import { api, configureApiClient } from './client';
import { tokenStore } from './tokens';

const fetchMock = vi.fn<typeof fetch>();

function lastBody(call: number): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

function header(call: number, name: string): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('case conversion', () => {
  it('turns wire snake_case into camelCase and back, deeply', () => {
    expect(toCamel({ first_name: 'Ann', items: [{ product_type_id: 1 }] })).toEqual({
      firstName: 'Ann',
      items: [{ productTypeId: 1 }],
    });
    expect(toSnake({ phoneKey: 'k', acceptedPdpp: true, nested: { newPassword1: 'x' } })).toEqual({
      phone_key: 'k',
      accepted_pdpp: true,
      nested: { new_password1: 'x' },
    });
  });

  it('sends snake_case bodies with platform and language headers, and answers camelCase', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { phone_key: 'abc' }));
    const result = await api.post<{ phoneKey: string }>('/v3/auth/otp-confirm/', {
      phone: '+79991234567',
      code: '1234',
    });
    expect(result).toEqual({ phoneKey: 'abc' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v3/auth/otp-confirm/');
    expect(header(0, 'X-Platform')).toBe('RU');
    expect(header(0, 'Accept-Language')).toBeTruthy();
  });
});

describe('ApiError', () => {
  it('maps field errors by attr onto camelCase form fields and keeps general ones apart', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        type: 'validation_error',
        errors: [
          { code: 'invalid', detail: 'Bad name', attr: 'first_name' },
          { code: 'invalid', detail: 'Second', attr: 'first_name' },
          { code: 'invalid', detail: 'Whole form', attr: 'non_field_errors' },
        ],
      }),
    );
    const error = await api.post('/v3/auth/register/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.isValidation).toBe(true);
    expect(apiError.fieldErrors).toEqual({ firstName: 'Bad name' });
    expect(apiError.generalErrors).toEqual(['Whole form']);
    expect(apiError.byCode('invalid')?.detail).toBe('Bad name');
  });

  it('survives a non-standard body', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502 }));
    const error = (await api.get('/v2/anything/').catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('server_error');
    expect(error.errors).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('refresh on 401', () => {
  const expired = () =>
    jsonResponse(401, {
      type: 'client_error',
      errors: [{ code: 'token_not_valid', detail: 'x', attr: null }],
    });

  it('shares one refresh between concurrent 401s, stores the rotated token and retries each call once', async () => {
    tokenStore.set({ access: 'old-access', refresh: 'old-refresh' });
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = (init?.headers as Record<string, string>).Authorization;
      if (url.endsWith('/v3/auth/refresh/')) {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 10));
        return jsonResponse(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      return auth === 'Bearer new-access' ? jsonResponse(200, { ok_value: url }) : expired();
    });

    const [a, b] = await Promise.all([
      api.get<{ okValue: string }>('/a/'),
      api.get<{ okValue: string }>('/b/'),
    ]);
    expect(a.okValue).toBe('/api/a/');
    expect(b.okValue).toBe('/api/b/');
    expect(refreshCalls).toBe(1);
    expect(tokenStore.access()).toBe('new-access');
    expect(tokenStore.refresh()).toBe('new-refresh');
    const refreshCall = fetchMock.mock.calls.findIndex(([u]) => String(u).endsWith('/refresh/'));
    expect(lastBody(refreshCall)).toEqual({ refresh: 'old-refresh' });
  });

  it('signals the end of the session when the refresh fails', async () => {
    tokenStore.set({ access: 'old-access', refresh: 'bad-refresh' });
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    fetchMock.mockImplementation(async () => expired());

    await expect(api.get('/v3/auth/verify/')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a guest call that answers 401 (a wrong login)', async () => {
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, {
        type: 'client_error',
        errors: [{ code: 'authentication_failed', detail: 'No', attr: null }],
      }),
    );
    await expect(api.post('/v3/auth/login/', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

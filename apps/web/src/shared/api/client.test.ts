import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readRequest, server, trackRequests, type SentRequest } from '../../test/msw';
import { ApiError } from './api-error';
import { keysToCamel as toCamel, keysToSnake as toSnake } from '@prepa/contracts';
import { api, configureApiClient } from './client';
import { tokenStore } from './tokens';

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
    const sent: SentRequest[] = [];
    server.use(
      http.post('/api/v3/auth/otp-confirm/', async ({ request }) => {
        sent.push(await readRequest(request));
        return HttpResponse.json({ phone_key: 'abc' });
      }),
    );
    const result = await api.post<{ phoneKey: string }>('/v3/auth/otp-confirm/', {
      phone: '+79991234567',
      code: '1234',
    });
    expect(result).toEqual({ phoneKey: 'abc' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ phone: '+79991234567', code: '1234' });
    expect(sent[0]?.headers.get('X-Platform')).toBe('RU');
    expect(sent[0]?.headers.get('Accept-Language')).toBeTruthy();
  });
});

describe('ApiError', () => {
  it('maps field errors by attr onto camelCase form fields and keeps general ones apart', async () => {
    server.use(
      http.post('/api/v3/auth/register/', () =>
        HttpResponse.json(
          {
            type: 'validation_error',
            errors: [
              { code: 'invalid', detail: 'Bad name', attr: 'first_name' },
              { code: 'invalid', detail: 'Second', attr: 'first_name' },
              { code: 'invalid', detail: 'Whole form', attr: 'non_field_errors' },
            ],
          },
          { status: 400 },
        ),
      ),
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
    server.use(http.get('/api/v2/anything/', () => HttpResponse.html('<html>oops</html>', { status: 502 })));
    const error = (await api.get('/v2/anything/').catch((e: unknown) => e)) as ApiError;
    expect(error.type).toBe('server_error');
    expect(error.errors).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('refresh on 401', () => {
  const expired = () =>
    HttpResponse.json(
      { type: 'client_error', errors: [{ code: 'token_not_valid', detail: 'x', attr: null }] },
      { status: 401 },
    );

  it('shares one refresh between concurrent 401s, stores the rotated token and retries each call once', async () => {
    tokenStore.set({ access: 'old-access', refresh: 'old-refresh' });
    const refreshBodies: unknown[] = [];
    server.use(
      http.post('/api/v3/auth/refresh/', async ({ request }) => {
        refreshBodies.push(await request.json());
        await delay(10);
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
      http.get('/api/:name/', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer new-access'
          ? HttpResponse.json({ ok_value: new URL(request.url).pathname })
          : expired(),
      ),
    );

    const [a, b] = await Promise.all([
      api.get<{ okValue: string }>('/a/'),
      api.get<{ okValue: string }>('/b/'),
    ]);
    expect(a.okValue).toBe('/api/a/');
    expect(b.okValue).toBe('/api/b/');
    expect(refreshBodies).toEqual([{ refresh: 'old-refresh' }]);
    expect(tokenStore.access()).toBe('new-access');
    expect(tokenStore.refresh()).toBe('new-refresh');
  });

  it('signals the end of the session when the refresh fails', async () => {
    tokenStore.set({ access: 'old-access', refresh: 'bad-refresh' });
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    server.use(http.all('/api/*', expired));

    await expect(api.get('/v3/auth/verify/')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a guest call that answers 401 (a wrong login)', async () => {
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    server.use(
      http.post('/api/v3/auth/login/', () =>
        HttpResponse.json(
          { type: 'client_error', errors: [{ code: 'authentication_failed', detail: 'No', attr: null }] },
          { status: 401 },
        ),
      ),
    );
    const requests = trackRequests();
    await expect(api.post('/v3/auth/login/', {}, { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

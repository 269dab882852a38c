import { keysToCamel as toCamel } from '@prepa/contracts';
import { ApiError } from './api-error';
import { clientRequestParts, refreshTokens } from './client';
import { tokenStore } from './tokens';

type UploadMethod = 'POST' | 'PATCH' | 'PUT';

function sendForm(
  method: UploadMethod,
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (percent: number) => void,
) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    // XHR rather than fetch: a multipart upload needs progress events.
    const xhr = new XMLHttpRequest();
    const parts = clientRequestParts(path);
    xhr.open(method, parts.url);
    for (const [name, value] of Object.entries(parts.headers)) xhr.setRequestHeader(name, value);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(ApiError.network());
    xhr.send(form);
  });
}

/** A multipart upload with progress (0–100): one refresh and retry on 401, camelCase out, typed ApiError. */
export async function uploadForm<T>(
  method: UploadMethod,
  path: string,
  form: FormData,
  onProgress: (percent: number) => void = () => undefined,
): Promise<T> {
  const token = tokenStore.access();
  let res = await sendForm(method, path, form, token, onProgress);
  if (res.status === 401 && token) {
    const fresh = await refreshTokens();
    res = await sendForm(method, path, form, fresh.access, onProgress);
  }
  if (res.status < 200 || res.status >= 300) throw ApiError.fromBody(res.status, res.body);
  return toCamel<T>(res.body);
}

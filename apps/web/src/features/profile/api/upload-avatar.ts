import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '@prepa/contracts';
import { API_BASE, ApiError, refreshTokens, toCamel, tokenStore } from '../../../shared/api';
import { PLATFORM } from '../../../shared/config/platform';

export type AvatarProblem = 'tooBig' | 'badType';

/** Checked before any upload: type and size of spec 1 (contracts' AVATAR_* limits). */
export function checkAvatar(file: { size: number; type: string }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooBig';
  return null;
}

function send(file: File, token: string | null, onProgress: (p: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    // XHR rather than the JSON client: a multipart upload needs progress events.
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `${API_BASE}/v2/core/users/profile/`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Platform', PLATFORM);
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
    const form = new FormData();
    form.append('avatar', file);
    xhr.send(form);
  });
}

/** Uploads the avatar as a form; one refresh and retry on 401, like the API client. */
export async function uploadAvatar(file: File, onProgress: (p: number) => void): Promise<Partial<Profile>> {
  let res = await send(file, tokenStore.access(), onProgress);
  if (res.status === 401) {
    const fresh = await refreshTokens();
    res = await send(file, fresh.access, onProgress);
  }
  if (res.status < 200 || res.status >= 300) throw ApiError.fromBody(res.status, res.body);
  return toCamel<Partial<Profile>>(res.body);
}

import {
  LESSON_MATERIAL_MAX_BYTES,
  LESSON_MATERIAL_TYPES,
  type LessonMaterialKind,
  type StaffMaterial,
} from '@prepa/contracts';
import { API_BASE, ApiError, refreshTokens, toCamel, tokenStore } from '../../../shared/api';
import { PLATFORM } from '../../../shared/config/platform';

export type MaterialProblem = 'tooBig' | 'badType';

/** Checked before any upload: contracts' size and types (the server checks the bytes too). */
export function checkMaterial(file: { size: number; type: string }): MaterialProblem | null {
  if (!(LESSON_MATERIAL_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > LESSON_MATERIAL_MAX_BYTES) return 'tooBig';
  return null;
}

export interface MaterialUpload {
  lessonId: number;
  kind: LessonMaterialKind;
  title: string;
  file: File;
}

function send(u: MaterialUpload, token: string | null, onProgress: (p: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    // XHR rather than the JSON client: a multipart upload needs progress events.
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/v2/lessons/${u.lessonId}/materials/`);
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
    // The fields come before the file: the API reads them as it meets the file.
    const form = new FormData();
    form.append('kind', u.kind);
    if (u.title.trim()) form.append('title', u.title.trim());
    form.append('file', u.file);
    xhr.send(form);
  });
}

/** Uploads a lesson material as a form; one refresh and retry on 401, like the API client. */
export async function uploadMaterial(
  upload: MaterialUpload,
  onProgress: (p: number) => void,
): Promise<StaffMaterial> {
  let res = await send(upload, tokenStore.access(), onProgress);
  if (res.status === 401) {
    const fresh = await refreshTokens();
    res = await send(upload, fresh.access, onProgress);
  }
  if (res.status < 200 || res.status >= 300) throw ApiError.fromBody(res.status, res.body);
  return toCamel<StaffMaterial>(res.body);
}

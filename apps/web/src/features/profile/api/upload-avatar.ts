import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '@prepa/contracts';
import { uploadForm } from '../../../shared/api';

export type AvatarProblem = 'tooBig' | 'badType';

/** Checked before any upload: type and size of spec 1 (contracts' AVATAR_* limits). */
export function checkAvatar(file: { size: number; type: string }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooBig';
  return null;
}

/** Uploads the avatar as a form with progress (the shared upload: one refresh and retry on 401). */
export function uploadAvatar(file: File, onProgress: (p: number) => void): Promise<Partial<Profile>> {
  const form = new FormData();
  form.append('avatar', file);
  return uploadForm<Partial<Profile>>('PATCH', '/v2/core/users/profile/', form, onProgress);
}

import {
  LESSON_MATERIAL_MAX_BYTES,
  LESSON_MATERIAL_TYPES,
  type LessonMaterialKind,
  type StaffMaterial,
} from '@prepa/contracts';
import { uploadForm } from '../../../shared/api';

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

/** Uploads a lesson material as a form with progress (the shared upload: one refresh and retry on 401). */
export function uploadMaterial(
  upload: MaterialUpload,
  onProgress: (p: number) => void,
): Promise<StaffMaterial> {
  // The fields come before the file: the API reads them as it meets the file.
  const form = new FormData();
  form.append('kind', upload.kind);
  if (upload.title.trim()) form.append('title', upload.title.trim());
  form.append('file', upload.file);
  return uploadForm<StaffMaterial>('POST', `/v2/lessons/${upload.lessonId}/materials/`, form, onProgress);
}

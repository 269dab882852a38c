import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HOMEWORK_FILE_MAX_BYTES,
  HOMEWORK_FILE_TYPES,
  HOMEWORK_FILE_LINK_TTL_SECONDS,
  type HomeworkFileType,
} from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { ClientError, ValidationFailed } from '../../http/errors.js';
import { createLinkSigner, type LinkSigner } from '../lessons/index.js';
import { sniffImage } from '../profile/index.js';

const MB = Math.round(HOMEWORK_FILE_MAX_BYTES / (1024 * 1024));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file of a long answer as uploaded: a safe name, the real type and the bytes. */
export interface IncomingFile {
  name: string;
  mime: HomeworkFileType;
  data: Buffer;
}

export const fileTooLarge = () =>
  new ClientError(413, 'homework_file_too_large', 'homework_file_too_large', { n: MB });
const fileRequired = () => ValidationFailed.field('file', 'required', 'homework_file_required');
const badType = () => new ClientError(415, 'homework_file_type');

/** The file's real type by its first bytes (text: valid UTF-8 without NUL, named .txt or sent as text/plain). */
export function sniffHomeworkFile(data: Buffer, name: string, declared: string): HomeworkFileType | null {
  const image = sniffImage(data);
  if (image) return image;
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    const brand = data.toString('latin1', 8, 12);
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  // A .docx is a ZIP whose entries (names stored in clear) include word/document.xml.
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) {
    return data.includes('word/') ? DOCX : null;
  }
  const textual = declared === 'text/plain' || name.toLowerCase().endsWith('.txt');
  if (textual && !data.includes(0) && isUtf8(data)) return 'text/plain';
  return null;
}

function isUtf8(data: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The name shown and sent back: no path, no control characters, at most 200 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(-200);
}

/** Reads the multipart field "file": size (413) and real type (415) per contracts. */
export async function readHomeworkFile(request: FastifyRequest): Promise<IncomingFile> {
  let part;
  try {
    part = await request.file();
  } catch {
    throw fileRequired();
  }
  if (!part || part.fieldname !== 'file') throw fileRequired();
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw fileRequired();
  }
  if (part.file.truncated || data.length > HOMEWORK_FILE_MAX_BYTES) throw fileTooLarge();
  if (data.length === 0) throw fileRequired();
  const name = safeFileName(part.filename);
  const mime = sniffHomeworkFile(data, name, part.mimetype);
  if (!mime || !(HOMEWORK_FILE_TYPES as readonly string[]).includes(mime)) throw badType();
  return { name, mime, data };
}

/** Multipart parsing for homework files (one file per request, the size limit of contracts). */
export const registerHomeworkFileParser = (app: FastifyInstance) =>
  app.register(fastifyMultipart, { limits: { fileSize: HOMEWORK_FILE_MAX_BYTES, files: 1, fields: 5 } });

/** Signed links `…/homework/files/:id/` (their own key), valid HOMEWORK_FILE_LINK_TTL_SECONDS. */
export const createHomeworkFileSigner = (db: Db): Promise<LinkSigner> =>
  createLinkSigner(
    db,
    'homework-files',
    (id) => `/api/v2/homework/files/${id}/`,
    HOMEWORK_FILE_LINK_TTL_SECONDS,
  );

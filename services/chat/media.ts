import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { ChatMedia } from '~/common/chat';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { CHAT as M } from '~/common/messages';
import type { UserRow } from '~/services/db/schema';
import { FieldError } from '~/services/errors';
import { newSid } from './repository';

/** Room a multipart body needs around one file: boundaries, headers and the filename (as the gateway allows). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Sniffed types that run as programs (issue 16: 415 for executables). */
const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-dosexec',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-executable',
  'application/x-sharedlib',
  'application/x-msi',
  'application/vnd.ms-cab-compressed',
  'application/java-archive',
  'application/wasm',
  'application/x-apple-diskimage',
]);
/** Scripts have no magic bytes: their names give them away. */
const EXECUTABLE_NAME = /\.(exe|com|bat|cmd|msi|scr|dll|ps1|vbs|js|jse|wsf|sh|bash|app|jar|apk|dmg|cpl|lnk|reg|hta)$/i;
/** Types the browser may show inline; everything else downloads. */
export const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'audio/mpeg', 'audio/ogg', 'video/webm']);

/** 413 before reading a body whose Content-Length already says the file cannot fit (spec §9: 52428800 bytes). */
export async function refuseOversizedBody(request: FastifyRequest) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES) throw new FieldError(413, 'file', M.fileTooLarge);
}

/**
 * Reads the one file of a multipart request, sniffs its type from its bytes (the name and declared type are not
 * trusted), stores the bytes in the file store and its metadata as an unattached media row of the conversation; a
 * message then attaches it by sid (Twilio's two-step media send).
 */
export async function storeMedia(fastify: FastifyInstance, request: FastifyRequest, conversation: { id: number; sid: string }, viewer: Pick<UserRow, 'id'>): Promise<ChatMedia> {
  if (!request.isMultipart()) throw new FieldError(400, 'file', M.fileMissing);
  const file = await request.file();
  if (!file) throw new FieldError(400, 'file', M.fileMissing);
  const bytes = await file.toBuffer();
  if (file.file.truncated || bytes.length > MAX_FILE_SIZE_BYTES) throw new FieldError(413, 'file', M.fileTooLarge);
  if (bytes.length === 0) throw new FieldError(400, 'file', M.fileMissing);
  const filename = (file.filename || 'file').replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
  const sniffed = await fileTypeFromBuffer(bytes);
  if ((sniffed && EXECUTABLE_TYPES.has(sniffed.mime)) || EXECUTABLE_NAME.test(filename)) throw new FieldError(415, 'file', M.fileExecutable);
  // no magic bytes (text, csv…): plain text when it says so, else opaque bytes
  const contentType = sniffed?.mime ?? (file.mimetype.startsWith('text/') ? 'text/plain' : 'application/octet-stream');
  const sid = newSid('ME');
  const storageKey = `chat/${conversation.sid}/${sid}`;
  await fastify.files.put(storageKey, bytes);
  await fastify.db
    .insertInto('chatMedia')
    .values({ sid, conversationId: conversation.id, messageId: null, uploadedBy: viewer.id, filename, contentType, size: bytes.length, storageKey, dateCreated: fastify.config.now() })
    .execute();
  return { sid, filename, contentType, size: bytes.length, category: 'media' };
}

import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@turnos/domain';
import { AppError, invalid } from './app-error';
import { BAD_CHARSET, declaresOnlyUtf8 } from './body-parsers';

export const BAD_UPLOAD = 'El archivo enviado llegó incompleto o mal formado.';

/** No upload route reads a text field; a longer one is refused (413), not cut. */
const FIELD_MAX_BYTES = 64 * 1024;

/** Library error codes of @fastify/multipart that mean "bigger than allowed". */
const SIZE_LIMIT = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Whatever reading a multipart body raised is the sender's fault (issue 28.7): a size or count
 * limit → 413 (1010); anything else the parser says (no boundary, a boundary that never comes,
 * truncated part or headers, no closing boundary, garbage, a second file) → 400 (1003). An
 * AppError we raised ourselves passes through.
 */
export function uploadError(err: unknown, tooLarge: string): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.tooLarge, tooLarge);
  if (typeof code === 'string' && SIZE_LIMIT.has(code)) return new AppError(ErrorCode.tooLarge);
  return invalid(BAD_UPLOAD);
}

export interface OneFile {
  /** the multipart field that must carry the file */
  field: string;
  maxBytes: number;
  /** the answer when no file came in that field */
  missing: string;
  /** the answer when the file is larger than maxBytes */
  tooLarge: string;
}

/**
 * The one file of a multipart body, read only once the WHOLE body has been parsed without error:
 * every part is consumed up to the closing boundary, so a body truncated after the file (in a
 * later part's headers, or before the final boundary) is refused before anything is written.
 */
export async function readOneFile(req: FastifyRequest, spec: OneFile): Promise<Buffer> {
  return (await readUpload(req, spec)).file;
}

/**
 * The file and the text fields of a multipart body (the fields in `spec.fields`, each its first
 * value), read as `readOneFile` reads the file: only once the whole body parsed without error.
 */
export async function readUpload(
  req: FastifyRequest,
  spec: OneFile & { fields?: readonly string[] },
): Promise<{ file: Buffer; fields: Partial<Record<string, string>> }> {
  if (!declaresOnlyUtf8(req.headers['content-type'])) throw invalid(BAD_CHARSET);
  if (!req.isMultipart()) throw invalid(spec.missing);
  let bytes: Buffer | undefined;
  const fields: Partial<Record<string, string>> = {};
  try {
    const limits = { fileSize: spec.maxBytes, files: 1, fieldSize: FIELD_MAX_BYTES };
    for await (const part of req.parts({ limits })) {
      if (part.type !== 'file') {
        // the parser cuts a long field silently: refuse it instead of reading half of it
        if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(ErrorCode.tooLarge);
        const name = part.fieldname;
        if (
          spec.fields?.includes(name) &&
          fields[name] === undefined &&
          typeof part.value === 'string'
        )
          fields[name] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (part.fieldname === spec.field && bytes === undefined) bytes = content;
    }
  } catch (err) {
    const refused = uploadError(err, spec.tooLarge);
    req.log.debug(
      { reason: (err as { message?: unknown } | null)?.message },
      `upload refused ${refused.status}`,
    );
    throw refused;
  }
  if (bytes === undefined) throw invalid(spec.missing);
  return { file: bytes, fields };
}

import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, imageMessages } from '../rules/images';
import { badRequest } from './api-error';
import { humanize } from './validation-message';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A multipart form read whole: text parts by name (repeated parts keep their order) and the files. */
export interface MultipartForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** The first value of a text part, trimmed; undefined when absent. */
  text(name: string): string | undefined;
}

export interface MultipartFormShape {
  fields: readonly string[];
  files: readonly string[];
  /** The size limit of one file, enforced while reading; MAX_IMAGE_BYTES (the forms carry images) when absent. */
  maxFileBytes?: number;
  /** The 400 sentence for a bigger file; the image one when absent. */
  fileTooLarge?: string;
}

/**
 * Reads a multipart form; parts outside `fields` and `files` are refused like unknown JSON fields
 * (the contract's forms have additionalProperties: false). A file over the form's limit stops the
 * reading with a 400 (not the parser's 413), with the same sentence as the handler's own size check.
 */
export async function readMultipartForm(request: FastifyRequest, allowed: MultipartFormShape): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('The request is not a multipart form');
  try {
    return await readParts(request, allowed);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(allowed.fileTooLarge ?? imageMessages.tooLarge);
    throw error;
  }
}

async function readParts(request: FastifyRequest, allowed: MultipartFormShape): Promise<MultipartForm> {
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  let unknown: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: allowed.maxFileBytes ?? MAX_IMAGE_BYTES } })) {
    if (part.type === 'file') {
      if (!allowed.files.includes(part.fieldname)) {
        unknown ??= part.fieldname;
        part.file.resume();
        continue;
      }
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
    } else {
      if (!allowed.fields.includes(part.fieldname)) {
        unknown ??= part.fieldname;
        continue;
      }
      const list = fields.get(part.fieldname) ?? [];
      list.push(String(part.value));
      fields.set(part.fieldname, list);
    }
  }
  if (unknown) throw badRequest(`${humanize(unknown)} is not a known field`);
  return {
    fields,
    files,
    text: (name) => fields.get(name)?.[0]?.trim(),
  };
}

/** A text part that must be a whole number of at least 1 (ids); undefined when absent or not one. */
export function idField(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/** A text part that must be a decimal number; null when absent or not one. */
export function numberField(value: string | undefined): number | null {
  return value !== undefined && /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : null;
}

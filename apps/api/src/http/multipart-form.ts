import type { FastifyRequest } from 'fastify';
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

/**
 * Reads a multipart form; parts outside `fields` and `files` are refused like unknown JSON fields
 * (the contract's forms have additionalProperties: false).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  allowed: { fields: readonly string[]; files: readonly string[] },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('The request is not a multipart form');
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  let unknown: string | undefined;
  for await (const part of request.parts()) {
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

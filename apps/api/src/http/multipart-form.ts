import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, imageMessages } from '../rules/images';
import { ApiError, badRequest } from './api-error';
import { formLimits, formMessages, MAX_FORM_TEXT_BYTES, type FormSchema } from './form-limits';
import type { UploadedFile } from './uploaded-file';
import { describeValidationIssue, humanize } from './validation-message';

export type { UploadedFile };

/** The part names of a contract form (`FormOf<operationId>`). */
export type PartName<Form> = keyof Form & string;

/**
 * A multipart form read whole: text parts by name (repeated parts keep their order) and the files. `Name`
 * is the part names of the contract's form, so only its fields can be asked for; values stay the texts sent.
 */
export interface MultipartForm<Name extends string> {
  fields: ReadonlyMap<string, string[]>;
  files: UploadedFile[];
  /** The first value of a text part, trimmed; undefined when absent. */
  text(name: Name): string | undefined;
}

/** The parts a handler reads: `satisfies MultipartFormShape<PartName<FormOf<…>>>` checks them against the contract. */
export interface MultipartFormShape<Name extends string> {
  fields: readonly Name[];
  files: readonly Name[];
  /** The size limit of one file, enforced while reading; MAX_IMAGE_BYTES (the forms carry images) when absent. */
  maxFileBytes?: number;
  /** The 400 sentence for a bigger file; the image one when absent. */
  fileTooLarge?: string;
}

/** The parser's count limits, as 400s that say what the form may hold. */
const COUNT_LIMIT_CODES = new Set(['FST_FIELDS_LIMIT', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * Reads a multipart form; parts outside `fields` and `files` are refused like unknown JSON fields
 * (the contract's forms have additionalProperties: false). The parser is held to what the route's
 * contract form can hold (form-limits.ts), so nothing beyond it is buffered: too many parts is a 400,
 * a text part too large to be valid a 413, and a text longer than its maxLength, or more repeated parts
 * than its maxItems, the 400 a JSON body would get. A file over the form's limit stops the reading with
 * a 400 (not the parser's 413), with the same sentence as the handler's own size check. Nothing is
 * stored before the whole form is read.
 */
export async function readMultipartForm<Name extends string>(
  request: FastifyRequest,
  allowed: MultipartFormShape<Name>,
): Promise<MultipartForm<Name>> {
  if (!request.isMultipart()) throw badRequest('The request is not a multipart form');
  const schema = request.routeOptions.config.multipartSchema;
  const limits = formLimits(schema);
  let form: MultipartForm<Name>;
  try {
    form = await readParts(request, allowed, {
      ...limits.parser,
      fileSize: allowed.maxFileBytes ?? MAX_IMAGE_BYTES,
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(allowed.fileTooLarge ?? imageMessages.tooLarge);
    if (typeof code === 'string' && COUNT_LIMIT_CODES.has(code)) {
      throw badRequest(code === 'FST_FILES_LIMIT' ? formMessages.tooManyFiles(limits.files) : formMessages.tooManyFields(limits.fields));
    }
    throw error;
  }
  refuseBeyondSchema(form, schema, request.routeOptions.config.operationId);
  return form;
}

async function readParts<Name extends string>(
  request: FastifyRequest,
  allowed: MultipartFormShape<Name>,
  limits: Record<string, number>,
): Promise<MultipartForm<Name>> {
  const fields = new Map<Name, string[]>();
  const files: UploadedFile[] = [];
  let unknown: string | undefined;
  let textBytes = 0;
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      if (!allowed.files.some((file) => file === part.fieldname)) {
        unknown ??= part.fieldname;
        part.file.resume();
        continue;
      }
      files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() });
    } else {
      // The parser cuts a value at the part limit and says so: refused, never stored cut.
      if (part.valueTruncated) throw new ApiError(413, formMessages.fieldTooLarge(humanize(part.fieldname)));
      const value = String(part.value);
      textBytes += Buffer.byteLength(value);
      if (textBytes > MAX_FORM_TEXT_BYTES) throw new ApiError(413, formMessages.textTooLarge);
      const name = allowed.fields.find((field) => field === part.fieldname);
      if (name === undefined) {
        unknown ??= part.fieldname;
        continue;
      }
      const list = fields.get(name) ?? [];
      list.push(value);
      fields.set(name, list);
    }
  }
  if (unknown) throw badRequest(`${humanize(unknown)} is not a known field`);
  return {
    fields,
    files,
    text: (name) => fields.get(name)?.[0]?.trim(),
  };
}

/** maxLength and maxItems of the contract's form, with the sentences Ajv's errors get for a JSON body. */
function refuseBeyondSchema<Name extends string>(
  form: MultipartForm<Name>,
  schema: FormSchema | undefined,
  operationId: string | undefined,
): void {
  const properties = formLimits(schema).properties;
  for (const [name, values] of form.fields) {
    const property = properties[name];
    if (!property) continue;
    const refuse = (keyword: string, limit: number) => {
      const issue = { keyword, instancePath: `/${name}`, params: { limit } };
      throw badRequest(describeValidationIssue(issue, 'body', operationId));
    };
    if (property.maxItems !== undefined && values.length > property.maxItems) refuse('maxItems', property.maxItems);
    // Trimmed, as the handlers read the parts; characters counted as Ajv counts them (code points).
    const tooLong = property.maxLength !== undefined && values.some((value) => [...value.trim()].length > (property.maxLength as number));
    if (tooLong) refuse('maxLength', property.maxLength as number);
  }
}

/** A text part that must be a whole number of at least 1 (ids); undefined when absent or not one. */
export function idField(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/** A text part that must be a decimal number; null when absent or not one. */
export function numberField(value: string | undefined): number | null {
  return value !== undefined && /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : null;
}

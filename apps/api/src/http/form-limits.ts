/*
 * What a multipart form of the contract may hold, read from its schema: the multipart parser is given
 * these limits, so a form is refused as soon as it holds more than the contract allows, rather than
 * buffered whole (the parser's defaults were 200 text parts of 1 MiB each).
 */

/** A contract form schema as the route keeps it (references already resolved by openapi-glue). */
export interface FormSchema {
  properties?: Record<string, PropertySchema>;
  allOf?: FormSchema[];
}

interface PropertySchema {
  type?: string | string[];
  format?: string;
  maxLength?: number;
  maxItems?: number;
  items?: PropertySchema;
}

/** The largest text part: every form text field at its maxLength in 4-byte characters fits (form-limits.spec.ts). */
export const MAX_FIELD_BYTES = 64 * 1024;
/** All the text parts of one form together. */
export const MAX_FORM_TEXT_BYTES = 256 * 1024;
/** A list of the form without maxItems (the contract test refuses one) still gets a bound. */
const UNBOUNDED_LIST_PARTS = 100;

export const formMessages = {
  tooManyFields: (limit: number) => `The form has too many fields (at most ${limit})`,
  tooManyFiles: (limit: number) => `The form has too many files (at most ${limit})`,
  fieldTooLarge: (label: string) => `${label} is too large (a form field holds at most ${MAX_FIELD_BYTES / 1024} KB)`,
  textTooLarge: `The form's text is too large (at most ${MAX_FORM_TEXT_BYTES / 1024} KB)`,
} as const;

export interface FormLimits {
  /** Text parts and files the form may hold, repeated parts of a list included. */
  fields: number;
  files: number;
  /** The multipart parser's limits: one part over each count, so the handler's own rule can name it ('A set holds at most 5 images'). */
  parser: { fields: number; files: number; parts: number; fieldSize: number };
  /** Per text field: its maxLength (of each value, for a list) and its maxItems. */
  properties: Record<string, { maxLength?: number; maxItems?: number }>;
}

const known = new WeakMap<object, FormLimits>();

function propertiesOf(schema: FormSchema): Record<string, PropertySchema> {
  return Object.assign({}, ...(schema.allOf ?? []).map(propertiesOf), schema.properties ?? {});
}

const isFile = (property: PropertySchema) => property.format === 'binary' || property.items?.format === 'binary';
const isList = (property: PropertySchema) => [property.type].flat().includes('array');

/** The limits of a form schema (computed once per schema); a route without one gets a small form's. */
export function formLimits(schema: FormSchema | undefined): FormLimits {
  const cached = schema && known.get(schema);
  if (cached) return cached;
  let fields = 0;
  let files = 0;
  const properties: FormLimits['properties'] = {};
  for (const [name, property] of Object.entries(schema ? propertiesOf(schema) : {})) {
    const parts = isList(property) ? (property.maxItems ?? UNBOUNDED_LIST_PARTS) : 1;
    if (isFile(property)) {
      files += parts;
      continue;
    }
    fields += parts;
    properties[name] = { maxLength: (isList(property) ? property.items?.maxLength : property.maxLength) ?? undefined };
    if (isList(property)) properties[name].maxItems = property.maxItems;
  }
  if (!schema) [fields, files] = [20, 5];
  const limits: FormLimits = {
    fields,
    files,
    parser: { fields: fields + 1, files: files + 1, parts: fields + files + 2, fieldSize: MAX_FIELD_BYTES },
    properties,
  };
  if (schema) known.set(schema, limits);
  return limits;
}

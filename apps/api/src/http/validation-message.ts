import { fieldLabels, fieldMessages } from '../rules/field-messages';

/** One Ajv error as Fastify hands it over. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers' | string;

/** A sentence the console can show for the first broken rule of a request. */
export function describeValidationIssue(issue: ValidationIssue, context: ValidationContext, operationId?: string): string {
  const field = fieldOf(issue);
  if (!field) return describeWholeRequest(issue, context);

  const custom = (operationId && fieldMessages[`${operationId}:${field}`]) || fieldMessages[field] || undefined;
  const chosen = custom?.[issue.keyword] ?? custom?.['*'];
  if (chosen) return chosen;

  const label = fieldLabels[field] ?? humanize(field);
  if (context === 'params') return `Invalid ${label}`;
  const params = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `${label} is required`;
    case 'minLength':
      return params.limit === 1 ? `${label} is required` : `${label} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${label} cannot exceed ${params.limit} characters`;
    case 'format':
      return params.format === 'email' ? 'Invalid email' : `${label} is not a valid ${describeFormat(String(params.format))}`;
    case 'pattern':
      return `${label} is not valid`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `${label} must be ${describeType(String(params.type))}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be at least ${params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be at most ${params.limit}`;
    case 'minItems':
      return `Select at least ${params.limit} ${label}`;
    case 'maxItems':
      return `${label} cannot have more than ${params.limit} items`;
    case 'uniqueItems':
      return `${label} must not repeat a value`;
    case 'additionalProperties':
      return `${humanize(String(params.additionalProperty))} is not a known field`;
    default:
      return `${label} is not valid`;
  }
}

function fieldOf(issue: ValidationIssue): string | undefined {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties') return undefined;
  const segments = issue.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  const last = segments.at(-1);
  return last?.replace(/~1/g, '/').replace(/~0/g, '~');
}

function describeWholeRequest(issue: ValidationIssue, context: ValidationContext): string {
  if (issue.keyword === 'additionalProperties') {
    return `${humanize(String(issue.params.additionalProperty))} is not a known field`;
  }
  if (context === 'body') return 'The request body must be a JSON object';
  return `The request ${context === 'querystring' ? 'query' : context} is not valid`;
}

/** `emailAddress` → 'Email Address', `food_category_ids` → 'Food Category Ids'. */
export function humanize(field: string): string {
  return field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function describeType(type: string): string {
  switch (type) {
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return 'text';
  }
}

function describeFormat(format: string): string {
  switch (format) {
    case 'date':
      return 'date (yyyy-MM-dd)';
    case 'date-time':
      return 'date and time';
    default:
      return format;
  }
}

import { badRequest } from './api-error';
import { describeValidationIssue } from './validation-message';

/** The sorting convention of the contract's lists: `order_by` one of the list's keys, `order_type` asc or desc. */
export interface SortQuery {
  order_by?: unknown;
  order_type?: unknown;
}

export interface Sort<Key extends string> {
  key: Key;
  direction: 'ASC' | 'DESC';
}

const DIRECTIONS = ['asc', 'desc'] as const;

/**
 * The sort a list call asks for, `defaultKey` ascending when none is asked. A key or direction outside the
 * list's set is a 400 in the words the contract's own check uses, never a column its query cannot build,
 * so a list is safe even where the contract does not name the parameter.
 */
export function readSort<Key extends string>(query: SortQuery, keys: readonly Key[], defaultKey: Key): Sort<Key> {
  const key = query.order_by ?? defaultKey;
  if (!isOneOf(keys, key)) throw badRequest(outsideItsSet('order_by', keys));
  const direction = query.order_type ?? 'asc';
  if (!isOneOf(DIRECTIONS, direction)) throw badRequest(outsideItsSet('order_type', DIRECTIONS));
  return { key, direction: direction === 'desc' ? 'DESC' : 'ASC' };
}

function isOneOf<Value extends string>(values: readonly Value[], value: unknown): value is Value {
  return values.some((allowed) => allowed === value);
}

function outsideItsSet(field: string, allowedValues: readonly string[]): string {
  return describeValidationIssue({ keyword: 'enum', instancePath: `/${field}`, params: { allowedValues } }, 'querystring');
}

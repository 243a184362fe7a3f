import { badRequest } from './api-error';

/** The paging convention of the contract: `page` 1-based, `size` up to 999999 ("everything"). */
export interface PageQuery {
  page: number;
  size: number;
  offset: number;
}

export interface Pagination {
  totalItems: number;
  lastPage: number;
  page: number;
  size: number;
}

/** The furthest row a list may skip: its queries take the offset as a PostgreSQL integer. */
export const MAX_OFFSET = 2147483647;

export const pagingMessages = {
  tooFar: (page: number, size: number) => `Page ${page} is too far for a size of ${size}: (page - 1) × size cannot exceed ${MAX_OFFSET}`,
} as const;

/** The page asked for; a page and size whose offset no list can reach is a 400, not a failed query. */
export function readPage(query: { page?: number; size?: number }, defaultSize = 10): PageQuery {
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  const size = Math.max(1, Math.floor(Number(query.size) || defaultSize));
  const offset = (page - 1) * size;
  if (offset > MAX_OFFSET) throw badRequest(pagingMessages.tooFar(page, size));
  return { page, size, offset };
}

export function paginationOf(totalItems: number, { page, size }: PageQuery): Pagination {
  return { totalItems, lastPage: Math.ceil(totalItems / size), page, size };
}

/** `keywords` as an ILIKE pattern (wildcards in the text match themselves), or null when empty. */
export function likePattern(text: string | undefined | null): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A list row without the `count(*) OVER ()` column it carried. */
export function withoutTotal<T extends { total: number }>(row: T): Omit<T, 'total'> {
  const copy: Partial<T> = { ...row };
  delete copy.total;
  return copy as Omit<T, 'total'>;
}

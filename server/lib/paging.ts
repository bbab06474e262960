import { type TSchema, Type } from 'typebox';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

/** skipCount + maxResultCount, ABP's paging; spread into a querystring schema. */
export const pagedQuery = {
  skipCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  maxResultCount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** currPage (1-based) + maxPage (page size), used by a few lists (SPEC.md §7). */
export const pageNumberQuery = {
  currPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  maxPage: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

export interface Page {
  offset: number;
  limit: number;
}

export function pageOf(query: { skipCount?: number; maxResultCount?: number }): Page {
  return {
    offset: query.skipCount ?? 0,
    limit: Math.min(query.maxResultCount ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export function pageOfNumber(query: { currPage?: number; maxPage?: number }): Page {
  const limit = Math.min(query.maxPage ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  return { offset: ((query.currPage ?? 1) - 1) * limit, limit };
}

/** `{ totalCount, items }` of T. */
export const PagedResult = <T extends TSchema>(item: T) =>
  Type.Object({ totalCount: Type.Integer(), items: Type.Array(item) });
export type PagedResultOf<T> = { totalCount: number; items: T[] };

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contracts/common';

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

// One typed error for every failed call: an ABP error envelope, an HTTP failure without one,
// or no response at all (status 0, the client's own message).

import type { ValidationErrorInfo } from '../../contracts/envelope';

export type ValidationError = ValidationErrorInfo;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure, time-out). */
  readonly status: number;
  readonly code: number | string | null;
  readonly details: string | null;
  readonly validationErrors: ValidationError[];
  readonly unAuthorizedRequest: boolean;
  /** The request address (the error log's "origin"). */
  readonly url: string;

  constructor(init: {
    message: string;
    status: number;
    url: string;
    code?: number | string | null;
    details?: string | null;
    validationErrors?: ValidationError[] | null;
    unAuthorizedRequest?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.code = init.code ?? null;
    this.details = init.details ?? null;
    this.validationErrors = init.validationErrors ?? [];
    this.unAuthorizedRequest = init.unAuthorizedRequest ?? init.status === 401;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

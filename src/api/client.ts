// The one HTTP client (screens never call fetch): bearer token, caller's language, ABP envelope
// unwrapped to `result`, every failure turned into one ApiError, time-out 600000 ms (docs/api.md "Conventions").
import ky, { type KyInstance } from 'ky';
import type { ErrorInfo } from '../../contracts/envelope';
import { isEnvelope } from '../../contracts/envelope-guard';
import { ApiError } from './errors';
import { type UploadProgress, uploadFetch } from './uploadFetch';

export const REQUEST_TIMEOUT_MS = 600_000;

export type QueryValue = string | number | boolean | Date | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export type { PagedResultOf as PagedResult } from '../../contracts/common';

/**
 * A contract's list query whose `sorting` a screen holds as text (its sort choice): the contract lists the sortings
 * the server allows, and the server answers 400 to any other.
 */
export type WithTextSorting<Q extends { sorting?: unknown }> = Omit<Q, 'sorting'> & { sorting?: string };

/**
 * A query whose sorting a screen holds as text, as its contract's query: the text is sent as it is, and the server
 * checks it against the contract's sortings (400 for any other), so the browser does not load the lists to check it.
 */
export const sortedAsText = <Q extends { sorting?: unknown }>(query: WithTextSorting<Q>): Q => query as Q;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** No error notification for this call (e.g. the branding look-up, whose failures are silent). */
  quiet?: boolean;
  signal?: AbortSignal;
  /** 'blob': a successful non-JSON answer (a file download) is returned as a Blob. */
  as?: 'blob';
  /** A POST that only reads (e.g. GetPasswordStrength): it does not make cached reads stale. */
  reads?: boolean;
  /** An upload whose progress is shown: sent through XMLHttpRequest, which reports it (uploadFetch.ts). */
  onUploadProgress?: UploadProgress;
}

/** Per-call options: `quiet` suppresses the shell's error toast (the screen reports the error itself). */
export type CallOptions = Pick<RequestOptions, 'quiet' | 'signal'>;

export interface ApiClientOptions {
  /** Origin of the API; '' means the page's own origin. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage?: () => string;
  /** A signed-in call answered 401. */
  onUnauthorized?: (error: ApiError) => void;
  /** Every failed call that is not `quiet` (the shell shows error.message as a closable toast). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

/** Arrays repeat the key, dates are ISO, null is written as empty (docs/api.md "Conventions"). */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  const write = (key: string, value: QueryValue) => {
    if (value === undefined) return;
    if (value === null) params.append(key, '');
    else if (value instanceof Date) params.append(key, value.toISOString());
    else params.append(key, String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) write(key, item);
    else write(key, value);
  }
  return params;
}

function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/api/${path}`;
  return `${base}${tail}`;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const language = options.getLanguage?.();
          if (language) request.headers.set('Accept-Language', language);
        },
      ],
    },
  });

  async function call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, opts: RequestOptions = {}) {
    const params = toSearchParams(opts.query);
    const search = params.toString();
    const url = joinUrl(options.baseUrl, path) + (search ? `?${search}` : '');
    const fail = (error: ApiError): never => {
      if (error.status === 401) options.onUnauthorized?.(error);
      if (!opts.quiet) options.onError?.(error);
      throw error;
    };

    let response: Response;
    try {
      response = await http(url, {
        method,
        // A FormData body (file uploads) goes as multipart; anything else as JSON.
        ...(opts.body instanceof FormData ? { body: opts.body } : { json: opts.body }),
        signal: opts.signal,
        ...(opts.onUploadProgress ? { fetch: uploadFetch(opts.onUploadProgress) } : {}),
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      const error = new ApiError({ message, status: 0, url, cause });
      // Called off by its caller (a list reloading over its previous load): nothing failed that a person should see.
      if (opts.signal?.aborted) throw error;
      return fail(error);
    }

    if (opts.as === 'blob' && response.ok && !response.headers.get('content-type')?.includes('json')) {
      return (await response.blob()) as T;
    }
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }

    if (isEnvelope(body)) {
      if (body.success && response.ok) return body.result as T;
      const info: Partial<ErrorInfo> = body.error ?? {};
      return fail(
        new ApiError({
          message: info.message || response.statusText || `HTTP ${response.status}`,
          status: response.status,
          url,
          code: info.code,
          details: info.details,
          validationErrors: info.validationErrors,
          unAuthorizedRequest: body.unAuthorizedRequest || response.status === 401,
        }),
      );
    }
    if (response.ok) return body as T;
    return fail(
      new ApiError({
        message: response.statusText || `HTTP ${response.status}`,
        status: response.status,
        url,
      }),
    );
  }

  return {
    get: (path, o) => call('get', path, o),
    post: (path, o) => call('post', path, o),
    put: (path, o) => call('put', path, o),
    delete: (path, o) => call('delete', path, o),
  };
}

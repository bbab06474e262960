import { type Static, type TSchema, Type } from 'typebox';

/** A field-level problem, ABP's ValidationErrorInfo. */
export interface ValidationErrorInfo {
  message: string;
  members: string[];
}

export interface ErrorInfo {
  code: number;
  message: string;
  details: string | null;
  validationErrors: ValidationErrorInfo[] | null;
}

/** The ABP envelope around every JSON answer. */
export interface Envelope<T = unknown> {
  result: T | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  targetUrl: null;
  __abp: true;
}

export const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && (payload as { __abp?: unknown }).__abp === true;

export const success = <T>(result: T): Envelope<T> => ({
  result,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  targetUrl: null,
  __abp: true,
});

export const failure = (error: ErrorInfo, unAuthorizedRequest = false): Envelope<null> => ({
  result: null,
  success: false,
  error,
  unAuthorizedRequest,
  targetUrl: null,
  __abp: true,
});

const ErrorInfoSchema = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  details: Type.Union([Type.String(), Type.Null()]),
  validationErrors: Type.Union([
    Type.Array(Type.Object({ message: Type.String(), members: Type.Array(Type.String()) })),
    Type.Null(),
  ]),
});

export const ErrorEnvelope = Type.Object(
  {
    result: Type.Null(),
    success: Type.Boolean(),
    error: ErrorInfoSchema,
    unAuthorizedRequest: Type.Boolean(),
    targetUrl: Type.Null(),
    __abp: Type.Boolean(),
  },
  { description: 'ABP error envelope' },
);

/**
 * Response schemas of a route whose handler returns `T`. The envelope plugin wraps the handler's
 * value (preSerialization), and the serializer writes exactly this envelope schema, so a field not
 * in `T` never leaves the server. The TypeScript type stays `T` for the handler.
 */
export function envelope<T extends TSchema>(result: T) {
  const schema = Type.Object({
    result,
    success: Type.Boolean(),
    error: Type.Null(),
    unAuthorizedRequest: Type.Boolean(),
    targetUrl: Type.Null(),
    __abp: Type.Boolean(),
  });
  return {
    200: Type.Unsafe<Static<T>>(schema),
    '4xx': ErrorEnvelope,
    '5xx': ErrorEnvelope,
  };
}

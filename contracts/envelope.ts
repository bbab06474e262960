import { type Static, Type } from 'typebox';

// The ABP envelope around every JSON answer (docs/api.md), for the server that writes it and the browser that
// unwraps it.

export const ValidationErrorInfo = Type.Object({ message: Type.String(), members: Type.Array(Type.String()) });
export type ValidationErrorInfo = Static<typeof ValidationErrorInfo>;

export const ErrorInfo = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  details: Type.Union([Type.String(), Type.Null()]),
  validationErrors: Type.Union([Type.Array(ValidationErrorInfo), Type.Null()]),
});
export type ErrorInfo = Static<typeof ErrorInfo>;

export const ErrorEnvelope = Type.Object(
  {
    result: Type.Null(),
    success: Type.Boolean(),
    error: ErrorInfo,
    unAuthorizedRequest: Type.Boolean(),
    targetUrl: Type.Null(),
    __abp: Type.Boolean(),
  },
  { description: 'ABP error envelope', 'x-component': 'ErrorEnvelope' },
);

export interface Envelope<T = unknown> {
  result: T | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  targetUrl: null;
  __abp: true;
}

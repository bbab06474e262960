import { type Static, type TSchema, Type } from 'typebox';
import { type Envelope, ErrorEnvelope, type ErrorInfo } from '../../contracts/envelope';

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

const envelopes = new WeakMap<TSchema, ReturnType<typeof envelopeOf>>();

function envelopeOf<T extends TSchema>(result: T) {
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

/**
 * Response schemas of a route whose handler returns `T`. The envelope plugin wraps the handler's
 * value (preSerialization), and the serializer writes exactly this envelope schema, so a field not
 * in `T` never leaves the server. The TypeScript type stays `T` for the handler. One envelope per result schema, the
 * same object each time it is asked for: its serializer is compiled once (lib/serialization.ts).
 */
export function envelope<T extends TSchema>(result: T): ReturnType<typeof envelopeOf<T>> {
  let answer = envelopes.get(result);
  if (!answer) {
    answer = envelopeOf(result);
    envelopes.set(result, answer);
  }
  return answer as ReturnType<typeof envelopeOf<T>>;
}

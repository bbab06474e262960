import type { Envelope } from './envelope';

// Whether a JSON answer is the ABP envelope. Apart from contracts/envelope.ts because that module builds schemas
// with TypeBox at load time, which the browser's client (and so the sign-in page) would then carry.

export const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && (payload as { __abp?: unknown }).__abp === true;

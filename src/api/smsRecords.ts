// SmsRecord (contracts/sms-record.ts): the SMS the platform sent, for the administrator and a unit's staff.
import { createContext, useContext, useMemo } from 'react';
import type { SmsRecordQuery, SmsRecordRow } from '../../contracts/sms-record';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

export type { SmsRecordQuery, SmsRecordRow } from '../../contracts/sms-record';

export interface SmsRecordApi {
  list(query: SmsRecordQuery, options?: CallOptions): Promise<PagedResult<SmsRecordRow>>;
}

export function createSmsRecordApi(client: ApiClient): SmsRecordApi {
  return {
    list: (query, options) => endpoints(client, 'SmsRecord').GetAll({ ...options, query }),
  };
}

/** Stories and tests provide a fake here. */
export const SmsRecordApiContext = createContext<SmsRecordApi | null>(null);

export function useSmsRecordApi(): SmsRecordApi {
  const given = useContext(SmsRecordApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createSmsRecordApi(client), [given, client]);
}

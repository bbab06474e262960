// One consignment or booking with its log, read through the server-state cache: reload() re-reads both (after an
// action, after a 409), and any write elsewhere makes them stale. A missing log is shown as none, not as a failure.
import type { ConsignLogRow, Consignment, ConsignmentApi, StoredBooking } from '../../api/consignment';
import { type Read, useRead } from '../../components/useRead';

export interface WithLog<T> {
  record: T;
  log: ConsignLogRow[] | null;
}

function useRecordWithLog<T>(
  call: string,
  api: ConsignmentApi,
  id: string | null,
  readRecord: (id: string, signal: AbortSignal) => Promise<T>,
): Read<WithLog<T>> {
  return useRead([call, id, 'with log'], async (signal) => {
    if (!id) throw new Error('missing id');
    const [record, log] = await Promise.all([
      readRecord(id, signal),
      api.getConsignLog(id, { signal, quiet: true }).catch(() => null),
    ]);
    return { record, log };
  });
}

export function useConsignmentDetail(api: ConsignmentApi, id: string | null): Read<WithLog<Consignment>> {
  return useRecordWithLog('BuConsignInfo/GetConsingInfo', api, id, (key, signal) =>
    api.getConsingInfo(key, { signal }),
  );
}

export function useBookingDetail(api: ConsignmentApi, id: string | null): Read<WithLog<StoredBooking>> {
  return useRecordWithLog('BuConsignInfo/GetCreatePreSiteConsign', api, id, (key, signal) =>
    api.getSiteConsign(key, { signal, quiet: true }),
  );
}

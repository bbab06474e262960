// Loads one consignment and its log; reload() re-reads both (after an action, after a 409).
import { useCallback, useEffect, useState } from 'react';
import type { ConsignLogRow, Consignment, ConsignmentApi } from '../../api/consignment';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; consignment: Consignment; log: ConsignLogRow[] | null };

export function useConsignmentDetail(api: ConsignmentApi, id: string | null): [DetailState, () => Promise<void>] {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reload trigger
  useEffect(() => {
    if (!id) {
      setState({ status: 'error', error: new Error('missing id') });
      return;
    }
    let alive = true;
    setState((s) => (s.status === 'ready' && s.consignment.id === id ? s : { status: 'loading' }));
    Promise.all([api.getConsingInfo(id), api.getConsignLog(id).catch(() => null)])
      .then(([consignment, log]) => {
        if (alive) setState({ status: 'ready', consignment, log });
      })
      .catch((error: Error) => {
        if (alive) setState({ status: 'error', error });
      });
    return () => {
      alive = false;
    };
  }, [api, id, attempt]);

  const reload = useCallback(async () => {
    setAttempt((n) => n + 1);
  }, []);
  return [state, reload];
}

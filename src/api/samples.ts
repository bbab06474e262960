// SampleLabel (docs/api.md "Witnessed sampling"): a consignment's sample labels, their binding on site, the
// witness's confirmation, reception at the lab and each label's custody trail. The calls are derived from the API
// manifest (contracts/api/sample-label.ts); the photos go up first through FileService's upload (kind samplePhoto).
import { useMemo } from 'react';
import type { BindLabelBody, WitnessLabelsBody, WitnessQueueQuery } from '../../contracts/sample-label';
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import { createFileApi } from './files';
import { useShellClient } from './shellClient';

export type {
  ConsignLabels,
  CustodyEvent,
  LabelForReception,
  SampleLabelRow,
  WitnessQueueRow,
} from '../../contracts/sample-label';

/** The cache key of a consignment's labels (every write and every `sampleLabel` live event makes it stale). */
export const LABELS_KEY = 'SampleLabel/GetConsignLabels';

export function createSampleApi(client: ApiClient) {
  const label = endpoints(client, 'SampleLabel');
  const files = createFileApi(client);
  return {
    labels: (consignId: string, signal?: AbortSignal) => label.GetConsignLabels({ query: { consignId }, signal }),
    voidLabel: (labelId: string, reason: string) => label.VoidLabel({ body: { labelId, reason }, quiet: true }),
    /** One photo of a sample with its label; quiet: a failed upload is retried and told on its own row. */
    uploadPhoto: (consignId: string, photo: Blob, name: string) =>
      files.uploadAccessory(
        { foreignTable: 'BuConsignInfo', foreignKey: consignId, accessoryType: 'samplePhoto' },
        new File([photo], name, { type: photo.type }),
        () => undefined,
      ),
    bind: (body: BindLabelBody) => label.BindLabel({ body, quiet: true }),
    sendWitnessCode: (consignId: string) => label.SendWitnessCode({ body: { consignId }, quiet: true }),
    witness: (body: WitnessLabelsBody) => label.WitnessLabels({ body, quiet: true }),
    /** The consignments waiting for the signed-in user as their witness (empty for anyone else). */
    witnessQueue: (query: WitnessQueueQuery, signal?: AbortSignal) => label.GetWitnessQueue({ query, signal }),
    /** Quiet: a refusal (another lab's, voided, received, not witnessed) is shown on the page with its reason. */
    forReception: (labelCode: string) => label.GetLabelForReception({ query: { labelCode }, quiet: true }),
    receive: (labelCode: string) => label.ReceiveLabel({ body: { labelCode }, quiet: true }),
    trail: (labelId: string, signal?: AbortSignal) => label.GetCustodyTrail({ query: { labelId }, signal }),
  };
}

export type SampleApi = ReturnType<typeof createSampleApi>;

export function useSampleApi(): SampleApi {
  const client = useShellClient();
  return useMemo(() => createSampleApi(client), [client]);
}

import type { Db } from '../../db/client';
import { publish } from '../../live/events';
import type { ConsignRow } from '../consign-info/access';

/** The live event of a label step, for both sides of the consignment (their open screens refetch). */
export const publishLabel = (
  tx: Db,
  consign: Pick<ConsignRow, 'id' | 'testUnitId' | 'consignUnitId'>,
  labelId: string,
  action: 'bound' | 'witnessed' | 'received',
) =>
  publish(
    tx,
    'sampleLabel',
    { testUnitId: consign.testUnitId, consignUnitId: consign.consignUnitId },
    { consignId: consign.id, labelId, action },
  );

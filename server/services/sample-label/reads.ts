import { eq } from 'drizzle-orm';
import type { ConsignLabels, CustodyEvent } from '../../../contracts/sample-label';
import type { Database } from '../../db/client';
import { sampleLabels } from '../../db/schema/index';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { consignForLabels } from './access';
import { labelRows, missingSteps } from './rows';
import { custodyTrail } from './trail';

/** GetConsignLabels: every label of a consignment the caller sees (or witnesses), and what is still missing. */
export async function consignLabels(
  db: Database,
  user: CurrentUser,
  language: Language,
  consignId: string,
): Promise<ConsignLabels> {
  const consign = await consignForLabels(db, user, consignId.toLowerCase());
  const [items, missing] = await Promise.all([
    labelRows(db, language, eq(sampleLabels.consignId, consign.id)),
    missingSteps(db, consign.id),
  ]);
  return { items, missing };
}

/** GetCustodyTrail: one label's chain of custody, for both sides of its consignment and its witness. */
export async function labelTrail(db: Database, user: CurrentUser, labelId: string): Promise<CustodyEvent[]> {
  const [label] = await db
    .select({ consignId: sampleLabels.consignId })
    .from(sampleLabels)
    .where(eq(sampleLabels.id, labelId.toLowerCase()));
  // The same 404 for a label that does not exist and for one of a consignment the caller may not see.
  await consignForLabels(db, user, label?.consignId ?? labelId.toLowerCase());
  return custodyTrail(db, [labelId.toLowerCase()]);
}

import { and, eq } from 'drizzle-orm';
import { modifiedBy } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { buSampleInfos } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, type ConsignRow, loadVisible } from '../consign-info/access';
import { actingRole, assertMay, updateAsRead } from '../consign-info/workflow';
import type { SampleScope } from './types';

// Who may touch a consignment's samples: reads follow the consignment's visibility (a user acting in no
// consignment role is refused); writes need the owning consignor and a status the machine lets it SAVE.

/** 403 unless the user reads consignments in some role (consignor, lab, admin). */
export function assertReader(user: CurrentUser): void {
  if (!actorOf(user)) throw forbidden();
}

/** The consignment `id` for reading its samples. */
export async function readableConsign(db: Database, user: CurrentUser, id: string): Promise<ConsignRow> {
  assertReader(user);
  return loadVisible(db, user, id);
}

/** The consignment of a sample, if the caller may see it (404 otherwise). */
export async function consignOfSample(db: Database, user: CurrentUser, sampleId: string): Promise<ConsignRow> {
  assertReader(user);
  const [sample] = await db
    .select({ consignId: buSampleInfos.consignId })
    .from(buSampleInfos)
    .where(and(eq(buSampleInfos.id, sampleId), eq(buSampleInfos.isDeleted, false)));
  if (!sample) throw notFound();
  return loadVisible(db, user, sample.consignId);
}

/** Where a consignment's samples belong (the reference rules compare against it). */
export const scopeOf = (consign: ConsignRow): SampleScope => ({
  consignId: consign.id,
  testUnitId: consign.testUnitId,
  consignUnitId: consign.consignUnitId,
  projectId: consign.projectId,
});

/** 403 / 409 before any check of the input when the caller may not edit this consignment's samples. */
export function assertEditor(user: CurrentUser, consign: ConsignRow, language: Language): void {
  assertMay(consign, { type: 'SAVE', role: actingRole(user) }, language);
}

/** A write to a consignment's samples, in one transaction guarded by the status it was read in (409 if it moved). */
export async function editSamples<T>(
  db: Database,
  user: CurrentUser,
  language: Language,
  consign: ConsignRow,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  assertEditor(user, consign, language);
  return db.transaction(async (tx) => {
    await updateAsRead(tx, consign, modifiedBy(user.id));
    return write(tx);
  });
}

import { and, count, eq, inArray } from 'drizzle-orm';
import { normalizeLabelCode } from '../../../contracts/label-code';
import type { BindLabelBody, SampleLabelRow, VoidLabelBody } from '../../../contracts/sample-label';
import { BEFORE_TEST_STATUSES } from '../../../machines/consignment';
import { AWAITING_WITNESS_STATUSES } from '../../../machines/sample-label';
import type { Database, Db } from '../../db/client';
import { accessories, sampleLabels } from '../../db/schema/index';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import type { ConsignRow } from '../consign-info/access';
import { statusText } from '../consign-info/queries';
import { notify } from '../message/notify';
import { actorFrom, labelRoleOf, visibleLabel } from './access';
import { publishLabel } from './live';
import { reprint } from './print';
import { labelRow } from './rows';
import { assertRoleMay, stepLabel } from './step';

// The consigning unit's steps: binding a label to its sample on site, voiding a label (and its reprint).

/** 409 unless the consignment still waits for its samples (Submitted, Accepted): labels move only then. */
export function assertSampling(language: Language, consign: ConsignRow): void {
  if (BEFORE_TEST_STATUSES.some((status) => status === consign.consignStatus)) return;
  throw new UserFacingError('errors.sampleLabel.consignClosed', 409, {
    status: statusText(language, consign.consignStatus),
  });
}

/** The code as stored, or a 400 naming the field. */
export function labelCodeOf(typed: string, member = 'labelCode'): string {
  const code = normalizeLabelCode(typed);
  if (!code) throw invalidInput(member, 'errors.sampleLabel.badCode');
  return code;
}

/** The photos of a binding: samplePhoto attachments of the consignment, every id one of them; 400 otherwise. */
async function photosOf(db: Database, consignId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) throw invalidInput('photoFileIds', 'errors.sampleLabel.photoRequired');
  const found = await db
    .select({ id: accessories.id })
    .from(accessories)
    .where(
      and(
        inArray(accessories.id, wanted),
        eq(accessories.foreignTable, 'BuConsignInfo'),
        eq(accessories.foreignKey, consignId),
        eq(accessories.accessoryType, 'samplePhoto'),
      ),
    );
  if (found.length !== wanted.length) throw invalidInput('photoFileIds', 'errors.sampleLabel.photoNotFound');
  return wanted;
}

/** BindLabel: the sampler scanned a Printed label of the consignment and stuck it on its sample, with photos. */
export async function bindLabel(
  db: Database,
  user: CurrentUser,
  language: Language,
  body: BindLabelBody,
): Promise<SampleLabelRow> {
  const role = labelRoleOf(user);
  assertRoleMay(role, 'BIND');
  const code = labelCodeOf(body.labelCode);
  const { label, consign } = await visibleLabel(db, user, eq(sampleLabels.labelCode, code));
  if (consign.id !== body.consignId.toLowerCase()) throw notFound();
  const photoFileIds = await photosOf(db, consign.id, body.photoFileIds);
  assertSampling(language, consign);
  const boundAt = new Date(body.boundAt);
  const position = { latitude: body.latitude ?? null, longitude: body.longitude ?? null };
  await db.transaction(async (tx) => {
    await stepLabel(tx, label, {
      event: { type: 'BIND', role, photoCount: photoFileIds.length },
      actor: actorFrom(user),
      at: boundAt,
      set: { boundAt, ...position, accuracy: body.accuracy ?? null, photoFileIds },
      ...position,
      photoFileIds,
    });
    await publishLabel(tx, consign, label.id, 'bound');
    await tellWitness(tx, consign);
  });
  return labelRow(db, language, label.id);
}

/**
 * The witness's own account hears that samples wait for it when the first of a round of bindings is stored (no other
 * label was waiting for the witness), not at each label: one message per visit to the site.
 */
async function tellWitness(tx: Db, consign: ConsignRow): Promise<void> {
  if (!consign.jzphone) return;
  const [waiting] = await tx
    .select({ n: count() })
    .from(sampleLabels)
    .where(
      and(eq(sampleLabels.consignId, consign.id), inArray(sampleLabels.labelStatus, [...AWAITING_WITNESS_STATUSES])),
    );
  if ((waiting?.n ?? 0) !== 1) return;
  await notify(tx, { type: 'samplesAwaitWitness', consignment: { ...consign, jzphone: consign.jzphone } });
}

/** VoidLabel: the consignor voids a label with a reason; a fresh Printed label replaces it for the same sample. */
export async function voidLabel(
  db: Database,
  user: CurrentUser,
  language: Language,
  body: VoidLabelBody,
): Promise<SampleLabelRow> {
  const role = labelRoleOf(user);
  const { label, consign } = await visibleLabel(db, user, eq(sampleLabels.id, body.labelId.toLowerCase()));
  assertRoleMay(role, 'VOID');
  const reason = body.reason.trim();
  if (reason === '') throw invalidInput('reason', 'errors.validation.required');
  assertSampling(language, consign);
  const at = new Date();
  const actor = actorFrom(user);
  const fresh = await db.transaction(async (tx) => {
    await stepLabel(tx, label, {
      event: { type: 'VOID', role, reason },
      actor,
      at,
      set: { voidReason: reason },
      note: reason,
    });
    return reprint(tx, consign, label, actor, at);
  });
  return labelRow(db, language, fresh.id);
}

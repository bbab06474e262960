import { and, eq, inArray } from 'drizzle-orm';
import type { SampleLabelRow, SendWitnessCodeBody, WitnessLabelsBody } from '../../../contracts/sample-label';
import type { Database } from '../../db/client';
import { sampleLabels } from '../../db/schema/index';
import { SendCodeType } from '../../lib/enums';
import { forbidden, notFound, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import type { ConsignRow } from '../consign-info/access';
import { notify } from '../message/notify';
import { takeCodeAllowance } from '../validate-code/limits';
import { consumeCode, textCode } from '../validate-code/service';
import { consignForLabels, isWitnessOf, labelRoleOf } from './access';
import { assertSampling } from './binding';
import { publishLabel } from './live';
import { labelRows, missingSteps } from './rows';
import { assertLabelMay, stepLabel } from './step';
import type { Actor } from './trail';

// The witness's confirmation (docs/decisions.md "Who is a witness"): the supervising engineer named on the
// consignment confirms bound labels, signed in with an account whose mobile is the consignment's witness phone, or
// by the one-time code texted to that phone and typed on the sampler's phone.

/** 409 when the consignment names no witness phone: nobody can witness it. */
function witnessPhoneOf(consign: ConsignRow): string {
  if (!consign.jzphone) throw new UserFacingError('errors.sampleLabel.noWitnessPhone', 409);
  return consign.jzphone;
}

/** SendWitnessCode: texts a one-time code to the witness phone, within the verification codes' limits. */
export async function sendWitnessCode(
  db: Database,
  user: CurrentUser,
  language: Language,
  body: SendWitnessCodeBody,
  address: string,
): Promise<null> {
  if (labelRoleOf(user) !== 'consignor') throw forbidden();
  const consign = await consignForLabels(db, user, body.consignId.toLowerCase());
  assertSampling(language, consign);
  const mobile = witnessPhoneOf(consign);
  await takeCodeAllowance(db, mobile, address);
  await textCode(db, {
    mobile,
    codeType: SendCodeType.Witness,
    to: { userId: null, name: consign.jhperson, unitId: null },
    language,
    textKey: 'sms.witnessCode.text',
    params: { consignCode: consign.consignCode },
  });
  return null;
}

/**
 * Who confirms: the signed-in witness, or (on the sampler's phone, the consignor's session) the witness through the
 * code sent to the witness phone; 403 for anyone else or without a code. The code is checked by `confirm`, once
 * the labels are known to be ready, so a refused label does not use it up.
 */
function witnessOf(
  db: Database,
  user: CurrentUser,
  consign: ConsignRow,
  smsCode: string | undefined,
  address: string,
): () => Promise<Actor> {
  if (isWitnessOf(user, consign)) {
    return async () => ({ userId: user.id, name: user.name, unit: user.unitName ?? consign.jzunit });
  }
  if (labelRoleOf(user) !== 'consignor' || !smsCode) throw new UserFacingError('errors.sampleLabel.notWitness', 403);
  return async () => {
    await consumeCode(db, { mobile: witnessPhoneOf(consign), codeType: SendCodeType.Witness, code: smsCode, address });
    return { userId: null, name: consign.jhperson, unit: consign.jzunit };
  };
}

/** WitnessLabels: bound labels of one consignment confirmed at once; the lab hears when all are witnessed. */
export async function witnessLabels(
  db: Database,
  user: CurrentUser,
  language: Language,
  body: WitnessLabelsBody,
  address: string,
): Promise<SampleLabelRow[]> {
  const consign = await consignForLabels(db, user, body.consignId.toLowerCase());
  const ids = [...new Set(body.labelIds.map((id) => id.toLowerCase()))];
  const labels = await db
    .select()
    .from(sampleLabels)
    .where(and(eq(sampleLabels.consignId, consign.id), inArray(sampleLabels.id, ids)));
  if (labels.length !== ids.length) throw notFound();
  const confirm = witnessOf(db, user, consign, body.smsCode, address);
  assertSampling(language, consign);
  for (const label of labels) assertLabelMay(label, { type: 'WITNESS', role: 'witness' });
  const witness = await confirm();
  const at = new Date();
  await db.transaction(async (tx) => {
    for (const label of labels) {
      await stepLabel(tx, label, {
        event: { type: 'WITNESS', role: 'witness' },
        actor: witness,
        at,
        set: { witnessedAt: at, witnessUserId: witness.userId, witnessName: witness.name },
      });
      await publishLabel(tx, consign, label.id, 'witnessed');
    }
    if ((await missingSteps(tx, consign.id)).unwitnessed === 0) {
      await notify(tx, { type: 'samplesWitnessed', consignment: consign });
    }
  });
  return labelRows(db, language, inArray(sampleLabels.id, ids));
}

import type { UpdateBody } from '../../../contracts/site-consign';
import type { ConsignType } from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { forbidden, invalidInput } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { createDraft, save } from '../consign-info/edit';
import { actingRole } from '../consign-info/workflow';
import { checkSamples } from '../sample-info/catalogue-check';
import { sampleDetails } from '../sample-info/sample-read';
import type { SampleInput } from '../sample-info/types';
import { booking, loadBooking } from './queries';

// The consignor's edits of a booking. Creating and saving are consign-info's (edit.ts): the same checks of project,
// lab address and qualification, the same guarded SAVE with its log row; this file adds what makes it a booking.

const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/** UpdatePreSiteConsign's body. */
export type BookingInput = UpdateBody;

/** UpdatePreSiteConsign: without an id (or with the empty id) a new Draft booking, else a save of a Draft/Returned one. */
export async function updateBooking(db: Database, user: CurrentUser, language: Language, input: BookingInput) {
  const { id, consignType, samples, ...fields } = input;
  if (!id || id === EMPTY_ID) {
    if (actingRole(user) !== 'consignor') throw forbidden();
    if (consignType === undefined) throw invalidInput('consignType');
    if (!fields.testUnitId) throw invalidInput('testUnitId');
    // Checked before anything is written, so a bad sample leaves no half-made booking behind.
    if (samples) {
      const scope = {
        consignId: EMPTY_ID,
        testUnitId: fields.testUnitId,
        consignUnitId: user.consignUnitId as string,
        projectId: fields.projectId ?? null,
      };
      await checkSamples(db, scope, samples);
    }
    const created = await createDraft(db, user, language, fields, consignType as ConsignType);
    if (samples?.length) await save(db, user, language, { id: created.id, samples });
    return booking(db, user, language, created.id);
  }
  const row = await loadBooking(db, user, id);
  if (consignType !== undefined && consignType !== row.consignType) throw invalidInput('consignType');
  await save(db, user, language, { ...fields, id: row.id, samples });
  return booking(db, user, language, row.id);
}

/** PreSiteSampleByConsignId: replaces the samples of a Draft/Returned booking; answers them as stored. */
export async function replaceBookingSamples(
  db: Database,
  user: CurrentUser,
  language: Language,
  consignId: string,
  samples: SampleInput[],
) {
  const row = await loadBooking(db, user, consignId);
  await save(db, user, language, { id: row.id, samples });
  return sampleDetails(db, row.id);
}

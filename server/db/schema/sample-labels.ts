import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chars, id, requiredRef, tenantKey, tenantTable, timestamptz, writtenAt } from './columns';
import { buSampleInfos, consignInfos } from './consignments';
import { consignUnits, testUnits } from './units';

/**
 * The label of one sample (issue 42); labelStatus is LabelStatus (machines/sample-label.ts: 10 Printed … 90 Voided).
 * labelCode is unique across the platform: a scan names one label whichever tenant's lab reads it. testUnitId and
 * consignUnitId repeat the consignment's so each side's counts use one index. A voided label stays, with its reason;
 * its reprint points at it (replacesLabelId). A sample the consignor deletes while the consignment is editable again
 * (Returned) takes its labels and their trail with it: it never reached the lab.
 */
export const sampleLabels = tenantTable(
  'sample_label',
  {
    id: id(),
    labelCode: chars(12).notNull(),
    consignId: requiredRef(() => consignInfos.id),
    sampleInfoId: requiredRef(() => buSampleInfos.id, 'cascade'),
    testUnitId: requiredRef(() => testUnits.id),
    consignUnitId: requiredRef(() => consignUnits.id),
    labelStatus: smallint().notNull(),
    printedAt: writtenAt(),
    boundAt: timestamptz(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    accuracy: doublePrecision(),
    /** Attachments of kind samplePhoto on the consignment, taken when the label was bound. */
    photoFileIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    witnessedAt: timestamptz(),
    witnessUserId: uuid(),
    witnessName: chars(64),
    receivedAt: timestamptz(),
    voidReason: chars(256),
    replacesLabelId: uuid(),
  },
  (t) => [
    uniqueIndex('sample_label_code_uq').on(t.labelCode),
    index('sample_label_consign_idx').on(tenantKey, t.consignId, t.printedAt),
    // A sample's labels: the samples of a consignment's detail read them, and deleting a sample cascades to them.
    index('sample_label_sample_idx').on(tenantKey, t.sampleInfoId),
    // The dashboards: labels waiting per lab and per consigning unit, by status.
    index('sample_label_test_unit_status_idx').on(tenantKey, t.testUnitId, t.labelStatus),
    index('sample_label_consign_unit_status_idx').on(tenantKey, t.consignUnitId, t.labelStatus),
    check('sample_label_status_ck', sql`${t.labelStatus} in (10, 20, 30, 40, 50, 60, 70, 90)`),
  ],
);

/**
 * The chain of custody: one row per step of a label, written in the same transaction as the label's change.
 * action is a CustodyAction (contracts/sample-label.ts); actor names are copied so the trail reads as it was.
 */
export const sampleLabelEvents = tenantTable(
  'sample_label_event',
  {
    id: id(),
    labelId: requiredRef(() => sampleLabels.id, 'cascade'),
    action: chars(16).notNull(),
    actorUserId: uuid(),
    actorName: chars(64),
    actorUnit: chars(128),
    at: writtenAt(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    photoFileIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    note: chars(256),
  },
  (t) => [index('sample_label_event_label_idx').on(tenantKey, t.labelId, t.at)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  primaryKey,
  smallint,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { chars, tenantColumn, tenantKey, tenantTable, timestamptz } from './columns';

// The dashboards' roll-ups (issue 16, item 2; docs/decisions.md "Dashboards: roll-ups"). PostgreSQL triggers keep them
// (drizzle/0014_dashboard_rollups.sql): no code path writes them, every write to the tables they sum moves them in the
// same transaction. Days are UTC days, as the dashboards' ranges read them.

/** DashLabDayKind: what a dash_lab_day row counts. */
export const DashKind = { Received: 1, BacklogMove: 2, Accepted: 3 } as const;

/**
 * Per lab, UTC day, kind and status, over the consignments a lab sees (live, never Draft): Received — committed that
 * day, by their status now; BacklogMove — the net entries (+1) and exits (−1) of status 20/40/50 that day, so the
 * backlog at a day's end is the sum of every earlier move; Accepted — accepted that day and not Cancelled now
 * (status 0), with the sum of their amounts.
 */
export const dashLabDays = tenantTable(
  'dash_lab_day',
  {
    testUnitId: uuid().notNull(),
    kind: smallint().notNull(),
    day: date().notNull(),
    status: smallint().notNull(),
    n: integer().notNull(),
    amount: numeric().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testUnitId, t.kind, t.day, t.status] }),
    // Every lab at once (admin, the platform): one index range of the days, index-only. The tenant leads (and is in
    // every index a scan should answer alone): row-level security adds `tenant_id = current_tenant()` to each read.
    index('dash_lab_day_all_idx').on(tenantKey, t.kind, t.day, t.testUnitId, t.status, t.n, t.amount),
  ],
);

/** Per consigning unit and UTC day: its live consignments accepted that day and not Cancelled now, and their amounts. */
export const dashUnitDays = tenantTable(
  'dash_unit_day',
  {
    consignUnitId: uuid().notNull(),
    day: date().notNull(),
    n: integer().notNull(),
    amount: numeric().notNull(),
  },
  (t) => [primaryKey({ columns: [t.consignUnitId, t.day] })],
);

/**
 * Every turnaround stage that ended, with its length in hours: 1 audit (ref = the consignment), 2 samples received
 * (ref = the consignment), 3 report issued (ref = the report). `lab`: a lab sees it (its consignment is no Draft).
 * Rows, not counts: the percentiles need every value; the narrow indexes make each range an index-only scan.
 */
export const dashStages = tenantTable(
  'dash_stage',
  {
    refId: uuid().notNull(),
    stage: smallint().notNull(),
    consignId: uuid().notNull(),
    testUnitId: uuid().notNull(),
    consignUnitId: uuid().notNull(),
    lab: boolean().notNull(),
    ended: timestamptz().notNull(),
    h: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refId, t.stage] }),
    index('dash_stage_consign_idx').on(t.consignId),
    index('dash_stage_lab_idx').on(tenantKey, t.testUnitId, t.ended, t.stage, t.h).where(sql`${t.lab}`),
    index('dash_stage_unit_idx').on(tenantKey, t.consignUnitId, t.ended, t.testUnitId, t.stage, t.h),
  ],
);

/**
 * Every lab at once: per tenant, stage, UTC day it ended and length in tenths of an hour (the figures' precision),
 * how many of the stages a lab sees (dash_stage rows with `lab`) ended so. A period's percentiles come from a few
 * hundred rows instead of sorting every stage of every lab. Kept from dash_stage by its triggers (drizzle/0016).
 */
export const dashStageHours = tenantTable(
  'dash_stage_hours',
  {
    stage: smallint().notNull(),
    day: date().notNull(),
    h: doublePrecision().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [tenantColumn(t), t.stage, t.day, t.h] })],
);

/** Per consignment a lab sees and sample kind: its live samples of that kind (the source of dash_sample_day). */
export const dashSampleFacts = tenantTable(
  'dash_sample_fact',
  {
    consignId: uuid().notNull(),
    testUnitId: uuid().notNull(),
    day: date().notNull(),
    sampleId: uuid(),
    sampleName: chars(128),
    samples: integer().notNull(),
  },
  (t) => [index('dash_sample_fact_consign_idx').on(t.consignId)],
);

/** Per lab, commit day and sample kind: live samples and the consignments holding them. */
export const dashSampleDays = tenantTable(
  'dash_sample_day',
  {
    testUnitId: uuid().notNull(),
    day: date().notNull(),
    sampleId: uuid(),
    sampleName: chars(128),
    samples: integer().notNull(),
    consigns: integer().notNull(),
  },
  (t) => [unique('dash_sample_day_uq').on(t.testUnitId, t.day, t.sampleId, t.sampleName).nullsNotDistinct()],
);

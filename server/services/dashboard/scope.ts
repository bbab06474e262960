import { type SQL, sql } from 'drizzle-orm';
import { LAB_VISIBLE_STATUSES } from '../../../machines/consignment';
import { DashKind } from '../../db/schema/dashboard';
import { ConsignType } from '../../lib/enums';
import { forbidden } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf } from '../consign-info/access';

// Whose rows a dashboard aggregation reads, as SQL on the aliases every statement uses: `c` for consign_info, `r` for
// bu_report, `d` for a lab's day roll-ups (dash_lab_day, dash_sample_day), `t` for dash_stage. The permission is the one of the screens the figures link to (consign-info/access.ts actorOf).

export interface Scope {
  /** The lab counted (a lab's own, or admin's filter); null: every lab. */
  testUnitId: string | null;
  consigns: SQL;
  reports: SQL;
  /** The turnaround stages (dash_stage `t`) of the scope. */
  stages: SQL;
  /** The stages a lab sees, of every lab (testUnitId null): dash_stage_hours holds their counts. */
  everyLab: boolean;
  /** The scope's consignments accepted per UTC day (not Cancelled now): rows (day, n, amount). */
  acceptedDays: SQL;
}

/** A lab's (or every lab's) rows of a per-lab day roll-up `d`. */
export const labDays = (scope: Pick<Scope, 'testUnitId'>) =>
  scope.testUnitId ? sql`d.test_unit_id = ${scope.testUnitId}` : sql`true`;

/** The rows of one kind of dash_lab_day `d` within the scope. */
export const labDaysOf = (scope: Pick<Scope, 'testUnitId'>, kind: number) =>
  sql`d.kind = ${kind} and ${labDays(scope)}`;

/** Consignments a lab sees: committed (LAB_VISIBLE_STATUSES, never a Draft) and not deleted. */
const sentToLabs = sql`c.is_deleted = false and c.consign_status in (${sql.join(LAB_VISIBLE_STATUSES, sql`, `)})`;

const ofLab = (testUnitId: string | null): Scope => ({
  testUnitId,
  consigns: testUnitId ? sql`${sentToLabs} and c.test_unit_id = ${testUnitId}` : sentToLabs,
  reports: testUnitId ? sql`r.is_deleted = false and r.test_unit_id = ${testUnitId}` : sql`r.is_deleted = false`,
  stages: testUnitId ? sql`t.lab and t.test_unit_id = ${testUnitId}` : sql`t.lab`,
  everyLab: testUnitId === null,
  acceptedDays: sql`(select d.day, d.n, d.amount from dash_lab_day d where ${labDaysOf({ testUnitId }, DashKind.Accepted)})`,
});

/** GetLabTrends, GetLabOverdue: a lab's staff who audit its own lab; admin every lab or `testUnitId`'s; else 403. */
export function labScope(user: CurrentUser, testUnitId: string | undefined): Scope {
  const actor = actorOf(user);
  if (actor === 'lab' && user.testUnitId) return ofLab(user.testUnitId);
  if (actor === 'admin') return ofLab(testUnitId ?? null);
  throw forbidden();
}

/**
 * GetConsignorTrends: a consigning unit's staff who book, their unit's raw-material consignments (the rows of the list
 * the charts open, consign-info/lists.ts rawMaterialsOnly) and reports; else 403.
 */
export function consignorScope(user: CurrentUser): Scope & { consignUnitId: string } {
  if (actorOf(user) !== 'consignor' || !user.consignUnitId) throw forbidden();
  const unit = user.consignUnitId;
  return {
    testUnitId: null,
    consignUnitId: unit,
    consigns: sql`c.is_deleted = false and c.consign_unit_id = ${unit} and c.consign_type = ${ConsignType.RawMaterial}`,
    reports: sql`r.is_deleted = false and r.consign_unit_id = ${unit}`,
    stages: sql`t.consign_unit_id = ${unit}`,
    everyLab: false,
    acceptedDays: sql`(select d.day, d.n, d.amount from dash_unit_day d where d.consign_unit_id = ${unit})`,
  };
}

/** GetPlatformTrends: admin only, optionally one lab. */
export function platformScope(user: CurrentUser, testUnitId: string | undefined): Scope {
  if (actorOf(user) !== 'admin') throw forbidden();
  return ofLab(testUnitId ?? null);
}

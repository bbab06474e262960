import { and, count, countDistinct, eq, inArray, type SQL } from 'drizzle-orm';
import type { StatisticScope as Scope, Statistic } from '../../../contracts/dashboard';
import { BEFORE_TEST_STATUSES } from '../../../machines/consignment';
import { AWAITING_BINDING_STATUSES, AWAITING_RECEPTION_STATUSES } from '../../../machines/sample-label';
import type { Database } from '../../db/client';
import { buReports, consignInfos, consignUnits, projects, sampleLabels, testUnits, users } from '../../db/schema/index';
import { ConsignStatus, ReportStatus, UnitType } from '../../lib/enums';
import { forbidden } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { seenByLab } from '../consign-info/access';
import { rawMaterialsOnly } from '../consign-info/lists';

const consignLive = eq(consignInfos.isDeleted, false);
const reportLive = eq(buReports.isDeleted, false);

/**
 * Which rows count for the caller: admin the platform; a lab the consignments addressed to it
 * (drafts are the consignor's own until committed); a consignor its unit's raw-material consignments, the rows of the
 * list its figures open (its bookings have lists of their own).
 */
function scopeOf(user: CurrentUser): { scope: Scope; consigns: SQL; reports: SQL; unitUsers: SQL | undefined } {
  if (user.roles.includes('admin')) {
    return { scope: 'platform', consigns: consignLive, reports: reportLive, unitUsers: undefined };
  }
  if (user.testUnitId) {
    return {
      scope: 'testUnit',
      consigns: seenByLab(user.testUnitId),
      reports: and(reportLive, eq(buReports.testUnitId, user.testUnitId)) as SQL,
      unitUsers: and(eq(users.unitType, UnitType.TestUnit), eq(users.unitId, user.testUnitId)),
    };
  }
  if (user.consignUnitId) {
    return {
      scope: 'consignUnit',
      consigns: and(consignLive, eq(consignInfos.consignUnitId, user.consignUnitId), rawMaterialsOnly) as SQL,
      reports: and(reportLive, eq(buReports.consignUnitId, user.consignUnitId)) as SQL,
      unitUsers: and(eq(users.unitType, UnitType.ConsignUnit), eq(users.unitId, user.consignUnitId)),
    };
  }
  throw forbidden();
}

/** Labels of live consignments still waiting for their samples whose status is one of `statuses`, in the scope. */
function labelsWaiting(db: Database, scope: Scope, user: CurrentUser, statuses: readonly number[]) {
  const unit =
    scope === 'testUnit'
      ? eq(sampleLabels.testUnitId, user.testUnitId as string)
      : scope === 'consignUnit'
        ? eq(sampleLabels.consignUnitId, user.consignUnitId as string)
        : undefined;
  return db
    .select({ n: count() })
    .from(sampleLabels)
    .innerJoin(consignInfos, eq(consignInfos.id, sampleLabels.consignId))
    .where(
      and(
        unit,
        inArray(sampleLabels.labelStatus, [...statuses]),
        consignLive,
        inArray(consignInfos.consignStatus, BEFORE_TEST_STATUSES),
      ),
    );
}

const fill = <K extends string>(key: K, values: Record<string, number>, rows: { status: number; n: number }[]) =>
  Object.values(values).map((status) => ({ [key]: status, count: rows.find((r) => r.status === status)?.n ?? 0 })) as ({
    [P in K]: number;
  } & { count: number })[];

/** Dashboard/GetStatistic: every number is one SQL aggregate over the caller's scope. */
export async function statistic(db: Database, user: CurrentUser): Promise<Statistic> {
  const { scope, consigns, reports, unitUsers } = scopeOf(user);
  const [
    consignRows,
    reportRows,
    [units],
    userCount,
    projectCount,
    testUnitCount,
    consignUnitCount,
    [toBind],
    [toReceive],
  ] = await Promise.all([
    db
      .select({ status: consignInfos.consignStatus, n: count() })
      .from(consignInfos)
      .where(consigns)
      .groupBy(consignInfos.consignStatus),
    db
      .select({ status: buReports.reportStatus, n: count() })
      .from(buReports)
      .where(reports)
      .groupBy(buReports.reportStatus),
    db
      .select({
        testUnits: countDistinct(consignInfos.testUnitId),
        consignUnits: countDistinct(consignInfos.consignUnitId),
        projects: countDistinct(consignInfos.projectId),
      })
      .from(consignInfos)
      .where(consigns),
    db.$count(users, and(eq(users.isDeleted, false), unitUsers)),
    db.$count(
      projects,
      and(
        eq(projects.isDeleted, false),
        scope === 'consignUnit' && user.consignUnitId ? eq(projects.consignUnitId, user.consignUnitId) : undefined,
      ),
    ),
    db.$count(testUnits, eq(testUnits.isDeleted, false)),
    db.$count(consignUnits, eq(consignUnits.isDeleted, false)),
    labelsWaiting(db, scope, user, AWAITING_BINDING_STATUSES),
    labelsWaiting(db, scope, user, AWAITING_RECEPTION_STATUSES),
  ]);
  const sum = (rows: { n: number }[]) => rows.reduce((total, r) => total + r.n, 0);
  const platform = scope === 'platform';
  return {
    scope,
    consignCount: sum(consignRows),
    consignByStatus: fill('consignStatus', ConsignStatus, consignRows),
    reportCount: sum(reportRows),
    reportByStatus: fill('reportStatus', ReportStatus, reportRows),
    projectCount: scope === 'testUnit' ? (units?.projects ?? 0) : projectCount,
    testUnitCount: platform ? testUnitCount : scope === 'testUnit' ? 1 : (units?.testUnits ?? 0),
    consignUnitCount: platform ? consignUnitCount : scope === 'consignUnit' ? 1 : (units?.consignUnits ?? 0),
    userCount,
    samplesAwaitingBinding: toBind?.n ?? 0,
    samplesAwaitingReception: toReceive?.n ?? 0,
  };
}

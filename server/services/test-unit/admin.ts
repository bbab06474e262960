import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type {
  AddTestUnitBody,
  TestUnit,
  TestUnitConfig,
  TestUnitListQuery,
  TestUnitListRow,
  UpdateTestUnitBody,
} from '../../../contracts/test-unit';
import type { Database, Transaction } from '../../db/client';
import { testUnits, users } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { qualificationsOfLab } from '../qualification/service';
import { managedUnit, managesEveryUnit } from '../unit-address/access';
import { addUnitAsAdmin, changeUnitAsAdmin, unitColumns, updateUnit } from '../unit-address/unit-record';
import { labCardColumns, labId, labPage, labsMatching, qualificationCount, qualificationNames } from './service';

/** Fields a lab may change on itself; the rest (number, platform address, LIMS, activity) are admin's. */
const OWN_FIELDS = [
  'testUnitName',
  'contactPhone',
  'sheng',
  'shi',
  'regAddress',
  'inroduce',
  'systemName',
  'iLISReportProgressQueryURL',
  'isConsignSingleSample',
] as const;

const live = eq(testUnits.isDeleted, false);
const iso = (date: Date) => date.toISOString();
const isAdmin = (user: CurrentUser) => managesEveryUnit(user, UnitType.TestUnit);

// Drizzle leaves a column unqualified in a select list, so the correlated subquery names them in full.
const userCount = sql<number>`(select count(*) from ${users} where ${sql.raw('"users"."unit_type"')} = ${UnitType.TestUnit} and ${sql.raw('"users"."unit_id"')} = ${labId} and ${sql.raw('"users"."is_deleted"')} = false)::int`;

const SORT_COLUMNS = {
  unitNo: testUnits.unitNo,
  testUnitName: testUnits.testUnitName,
  creationTime: testUnits.creationTime,
  qualificationCount,
};

/** BaTestUnit/GetTestUnit (admin): every lab, active or not, filtered, sorted and paged in SQL. */
export async function listTestUnits(
  db: Database,
  query: TestUnitListQuery,
  page: Page,
): Promise<PagedResultOf<TestUnitListRow>> {
  const where = and(
    live,
    labsMatching({ ...query, nameKey: query.keyword }),
    query.isActive === undefined ? undefined : eq(testUnits.isActive, query.isActive),
  );
  const [column = 'unitNo', direction] = (query.sorting ?? 'unitNo').split(' ');
  const sortBy = SORT_COLUMNS[column as keyof typeof SORT_COLUMNS] ?? testUnits.unitNo;
  const columns = {
    ...labCardColumns,
    sheng: testUnits.sheng,
    shi: testUnits.shi,
    contactPhone: testUnits.contactPhone,
    qualificationName: qualificationNames,
    qualificationCount,
    userCount,
    isActive: testUnits.isActive,
    jtsyjcAddress: testUnits.jtsyjcAddress,
    lmisType: testUnits.lmisType,
    lmisurl: testUnits.lmisurl,
    lmisIntegratedCode: testUnits.lmisIntegratedCode,
    creationTime: testUnits.creationTime,
  };
  const { totalCount, items } = await labPage(
    db,
    columns,
    where,
    [direction === 'desc' ? desc(sortBy) : asc(sortBy)],
    page,
  );
  return { totalCount, items: items.map((row) => ({ ...row, creationTime: iso(row.creationTime) })) };
}

/** BaTestUnit/GetTestUnitById: the whole record with qualifications; admin any lab, a lab itself. */
export async function testUnitById(db: Database, user: CurrentUser, id: string): Promise<TestUnit> {
  const unitId = await managedUnit(db, user, UnitType.TestUnit, id);
  const [[unit], qualifications] = await Promise.all([
    db.select().from(testUnits).where(eq(testUnits.id, unitId)),
    qualificationsOfLab(db, unitId),
  ]);
  if (!unit) throw notFound();
  return {
    ...unit,
    regTime: unit.regTime && iso(unit.regTime),
    creationTime: iso(unit.creationTime),
    lastModificationTime: unit.lastModificationTime && iso(unit.lastModificationTime),
    tuQualification: qualifications,
  };
}

/** The next free TU number (TU0001, TU0002 …) after the highest one in use. */
async function nextUnitNo(tx: Transaction): Promise<string> {
  const [row] = await tx
    .select({
      n: sql<number>`coalesce(max(substring(${testUnits.unitNo} from 3)::int), 0)::int`,
    })
    .from(testUnits)
    .where(sql`${testUnits.unitNo} ~ '^TU[0-9]{1,9}$'`);
  return `TU${String((row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** BaTestUnit/AddTestUnit (admin): a new lab, active unless said otherwise, numbered if no number is given. */
export async function addTestUnit(db: Database, user: CurrentUser, input: AddTestUnitBody): Promise<TestUnit> {
  const fields = unitColumns(input);
  const id = await addUnitAsAdmin(db, user, UnitType.TestUnit, fields, async (tx, id) =>
    tx.insert(testUnits).values({
      ...(fields as object),
      id,
      testUnitName: input.testUnitName.trim(),
      unitNo: fields.unitNo ?? (await nextUnitNo(tx)),
      regTime: input.regTime ? new Date(input.regTime) : new Date(),
      isActive: input.isActive ?? true,
      creatorUserId: user.id,
    }),
  );
  return testUnitById(db, user, id);
}

/**
 * BaTestUnit/UpdateTestUnit: admin changes any lab's fields; a lab changes its own descriptive fields
 * (OWN_FIELDS) and whatever else it sends is kept as stored. Fields left out are unchanged.
 */
export async function updateTestUnit(db: Database, user: CurrentUser, input: UpdateTestUnitBody): Promise<TestUnit> {
  const { id: requested, ...rest } = input;
  const changes = isAdmin(user)
    ? rest
    : (Object.fromEntries(
        Object.entries(rest).filter(([key]) => (OWN_FIELDS as readonly string[]).includes(key)),
      ) as Partial<AddTestUnitBody>);
  const id = await updateUnit(db, user, UnitType.TestUnit, requested, unitColumns(changes));
  return testUnitById(db, user, id);
}

/** BaTestUnit/ChangeTestUnitActive (admin): an inactive lab is hidden from consignors and its staff cannot sign in. */
export const changeTestUnitActive = (db: Database, user: CurrentUser, unitId: string, isActive: boolean) =>
  changeUnitAsAdmin(db, user, UnitType.TestUnit, unitId, { isActive });

/** BaTestUnit/Delete (admin): soft delete; the lab is deactivated too, so its staff are signed out. */
export const deleteTestUnit = (db: Database, user: CurrentUser, id: string) =>
  changeUnitAsAdmin(db, user, UnitType.TestUnit, id, {
    isDeleted: true,
    isActive: false,
    deletionTime: new Date(),
    deleterUserId: user.id,
  });

/** A fresh LIMS integration code: 'LIMS-' and 16 random base-32 characters (80 bits). */
export function newIntegratedCode(user: CurrentUser): string {
  if (!isAdmin(user)) throw forbidden();
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  return `LIMS-${Array.from(bytes, (b) => alphabet[b % 32]).join('')}`;
}

/** BaTestUnit/GetTestUnitConfig: settings a consignor needs while booking with the lab; inactive labs 404. */
export async function testUnitConfig(db: Database, unitId: string): Promise<TestUnitConfig> {
  const [row] = await db
    .select({ isConsignSingleSample: testUnits.isConsignSingleSample })
    .from(testUnits)
    .where(and(eq(testUnits.id, unitId.toLowerCase()), live, eq(testUnits.isActive, true)) as SQL);
  if (!row) throw notFound();
  return row;
}

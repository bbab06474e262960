import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type {
  ConsignUnit,
  ConsignUnitListQuery,
  ConsignUnitRow,
  CreateConsignUnitBody,
  UpdateConsignUnitBody,
} from '../../../contracts/consign-unit';
import type { Database, Transaction } from '../../db/client';
import { anyContains } from '../../db/match';
import { consignUnits, projects, users } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import type { Page } from '../../lib/paging';
import { given } from '../../lib/text';
import type { CurrentUser } from '../../plugins/auth';
import { managedUnit } from '../unit-address/access';
import { addUnitAsAdmin, changeUnitAsAdmin, unitColumns, updateUnit } from '../unit-address/unit-record';

const live = eq(consignUnits.isDeleted, false);
const iso = (date: Date) => date.toISOString();

// Drizzle leaves a column unqualified in a select list, so the correlated subqueries name them in full.
const unitId = sql.raw('"consign_units"."id"');
const userCount = sql<number>`(select count(*) from ${users} where ${sql.raw('"users"."unit_type"')} = ${UnitType.ConsignUnit} and ${sql.raw('"users"."unit_id"')} = ${unitId} and ${sql.raw('"users"."is_deleted"')} = false)::int`;
const projectCount = sql<number>`(select count(*) from ${projects} where ${sql.raw('"projects"."consign_unit_id"')} = ${unitId} and ${sql.raw('"projects"."is_deleted"')} = false)::int`;

const SORT_COLUMNS = { creationTime: consignUnits.creationTime, name: consignUnits.name, projectCount };

/** ConsginUnit/GetConsginUnitListBySys (admin): every consigning unit, filtered, sorted and paged in SQL. */
export async function listConsignUnits(
  db: Database,
  query: ConsignUnitListQuery,
  page: Page,
): Promise<PagedResultOf<ConsignUnitRow>> {
  const sheng = given(query.sheng);
  const shi = given(query.shi);
  const where = and(
    live,
    anyContains(query.keyword, [consignUnits.name, consignUnits.uninCode, consignUnits.regPerson]),
    sheng ? eq(consignUnits.sheng, sheng) : undefined,
    shi ? eq(consignUnits.shi, shi) : undefined,
    query.status === undefined ? undefined : eq(consignUnits.status, query.status),
  );
  const [column = 'creationTime', direction = column === 'creationTime' ? 'desc' : 'asc'] = (
    query.sorting ?? 'creationTime desc'
  ).split(' ');
  const sortBy = SORT_COLUMNS[column as keyof typeof SORT_COLUMNS] ?? consignUnits.creationTime;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: consignUnits.id,
        name: consignUnits.name,
        uninCode: consignUnits.uninCode,
        regPerson: consignUnits.regPerson,
        regPhone: consignUnits.regPhone,
        sheng: consignUnits.sheng,
        shi: consignUnits.shi,
        shengShi: sql<string>`concat(${consignUnits.sheng}, ${consignUnits.shi})`,
        status: consignUnits.status,
        userCount,
        projectCount,
        creationTime: consignUnits.creationTime,
      })
      .from(consignUnits)
      .where(where)
      .orderBy(direction === 'desc' ? desc(sortBy) : asc(sortBy), asc(consignUnits.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(consignUnits).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items.map((row) => ({ ...row, creationTime: iso(row.creationTime) })) };
}

/** ConsginUnit/Get: admin any unit; a consignor its own (no id: its own). */
export async function consignUnitById(
  db: Database | Transaction,
  user: CurrentUser,
  id?: string,
): Promise<ConsignUnit> {
  const found = await managedUnit(db, user, UnitType.ConsignUnit, id);
  const [unit] = await db
    .select({
      id: consignUnits.id,
      name: consignUnits.name,
      regPerson: consignUnits.regPerson,
      regPhone: consignUnits.regPhone,
      regTime: consignUnits.regTime,
      sheng: consignUnits.sheng,
      shi: consignUnits.shi,
      detailAddress: consignUnits.detailAddress,
      description: consignUnits.description,
      logoPath: consignUnits.logoPath,
      uninCode: consignUnits.uninCode,
      status: consignUnits.status,
      creationTime: consignUnits.creationTime,
    })
    .from(consignUnits)
    .where(eq(consignUnits.id, found));
  const row = unit as NonNullable<typeof unit>;
  return { ...row, regTime: row.regTime && iso(row.regTime), creationTime: iso(row.creationTime) };
}

/** ConsginUnit/Create (admin): a new active consigning unit. */
export async function createConsignUnit(
  db: Database,
  user: CurrentUser,
  input: CreateConsignUnitBody,
): Promise<ConsignUnit> {
  const fields = unitColumns(input);
  const id = await addUnitAsAdmin(db, user, UnitType.ConsignUnit, fields, (tx, id) =>
    tx.insert(consignUnits).values({
      ...fields,
      id,
      name: input.name.trim(),
      regTime: fields.regTime ?? new Date(),
      status: 1,
      creatorUserId: user.id,
    }),
  );
  return consignUnitById(db, user, id);
}

/** ConsginUnit/Update: admin any unit, a consignor its own (no id: its own); fields left out are unchanged. */
export async function updateConsignUnit(
  db: Database,
  user: CurrentUser,
  input: UpdateConsignUnitBody,
): Promise<ConsignUnit> {
  const { id: requested, ...rest } = input;
  const id = await updateUnit(db, user, UnitType.ConsignUnit, requested, unitColumns(rest));
  return consignUnitById(db, user, id);
}

/** ConsginUnit/ChangeConsginUnitActive (admin): a disabled unit's staff cannot sign in (status 0). */
export const changeConsignUnitActive = (db: Database, user: CurrentUser, unitId: string, isActive: boolean) =>
  changeUnitAsAdmin(db, user, UnitType.ConsignUnit, unitId, { status: isActive ? 1 : 0 });

/** ConsginUnit/Delete (admin): soft delete, disabled too; its consignments and projects are kept. */
export const deleteConsignUnit = (db: Database, user: CurrentUser, id: string) =>
  changeUnitAsAdmin(db, user, UnitType.ConsignUnit, id, {
    isDeleted: true,
    status: 0,
    deletionTime: new Date(),
    deleterUserId: user.id,
  });

import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type {
  BaseStandard,
  InsertStandardBody,
  StandardListQuery,
  UpdateStandardBody,
} from '../../../contracts/sys-library';
import { editRow } from '../../db/audit';
import type { Database, Db } from '../../db/client';
import { rowExists } from '../../db/exists';
import { newId } from '../../db/ids';
import { baseStandards } from '../../db/schema/index';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { orderOf } from '../../lib/sorting';
import { containing, given } from '../../lib/text';

// SysBaseStandard: the platform's reference standards (wire names baseStandardName, printsManCode).

const live = eq(baseStandards.isDeleted, false);

// A standard is in use while a live catalogue sample or parameter of any lab refers to it. Written out:
// drizzle leaves columns unqualified in a one-table select, which these correlated subqueries need.
const inUse = sql<boolean>`(exists (select 1 from tu_test_sample_standard ss
    join tu_test_sample s on s.id = ss.test_sample_id and s.is_deleted = false
    where ss.base_standard_id = "base_standards"."id")
  or exists (select 1 from tu_test_param p where p.base_standard_id = "base_standards"."id" and p.is_deleted = false))`;

const columns = {
  id: baseStandards.id,
  baseStandardName: baseStandards.name,
  printsManCode: baseStandards.code,
  canDelete: sql<boolean>`not ${inUse}`,
};

/** SysBaseStandard/GetAllStandard: by code unless sorted otherwise, filtered by code or name. */
export async function allStandards(
  db: Database,
  search: string | undefined,
  sorting: StandardListQuery['sorting'],
  page: Page,
): Promise<PagedResultOf<BaseStandard>> {
  const text = given(search);
  const pattern = text ? containing(text) : null;
  const where = (
    pattern
      ? and(live, or(sql`${baseStandards.code} ilike ${pattern}`, sql`${baseStandards.name} ilike ${pattern}`))
      : live
  ) as SQL;
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(baseStandards).where(where);
  const items = await db
    .select(columns)
    .from(baseStandards)
    .where(where)
    .orderBy(
      ...orderOf(
        sorting ?? 'code',
        { code: baseStandards.code, name: baseStandards.name, creationTime: baseStandards.creationTime },
        baseStandards.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, items };
}

async function standard(db: Db, id: string): Promise<BaseStandard> {
  const [row] = await db
    .select(columns)
    .from(baseStandards)
    .where(and(eq(baseStandards.id, id), live));
  if (!row) throw notFound();
  return row;
}

/** Trimmed, non-blank, and the code not taken by another live standard. */
async function checked(db: Database, input: InsertStandardBody, exceptId?: string) {
  const name = input.baseStandardName.trim();
  const code = input.printsManCode.trim();
  if (!name) throw invalidInput('baseStandardName', 'errors.validation.required');
  if (!code) throw invalidInput('printsManCode', 'errors.validation.required');
  if (await rowExists(db, baseStandards, and(eq(baseStandards.code, code), live), exceptId))
    throw invalidInput('printsManCode', 'errors.catalogue.standardCodeTaken', { code });
  return { name, code };
}

export async function insertStandard(db: Database, userId: string, input: InsertStandardBody): Promise<BaseStandard> {
  const id = newId();
  await db.insert(baseStandards).values({ id, ...(await checked(db, input)), creatorUserId: userId });
  return standard(db, id);
}

export function updateStandard(db: Database, userId: string, input: UpdateStandardBody): Promise<BaseStandard> {
  const id = input.id.toLowerCase();
  return editRow(db, baseStandards, id, userId, standard, () => checked(db, input, id));
}

/** Refused (409) while a lab's catalogue refers to it. */
export async function deleteStandard(db: Database, userId: string, id: string): Promise<null> {
  const row = await standard(db, id);
  if (!row.canDelete) throw new UserFacingError('errors.catalogue.standardInUse', 409, { code: row.printsManCode });
  await db
    .update(baseStandards)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: userId })
    .where(eq(baseStandards.id, id));
  return null;
}

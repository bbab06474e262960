import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type { ProjectRow } from '../../../contracts/project';
import type { Database } from '../../db/client';
import { anyContains } from '../../db/match';
import { consignUnits, projects } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { orderOf } from '../../lib/sorting';
import type { CurrentUser } from '../../plugins/auth';
import { managesEveryUnit } from '../unit-address/access';

/** GetProjectList's filters as the service reads them. */
export interface ProjectFilters {
  search?: string;
  /** Put the contract section into projectName, as the booking shows it when the lab asks for it. */
  showContractSectName?: boolean;
  /** Admin only: one consigning unit's projects. */
  consignUnitId?: string;
  sorting?: string;
}

/** Whose projects the caller reads and writes: admin every unit's (null), a consignor its own unit's; nobody else. */
export function unitScope(user: CurrentUser): string | null {
  if (managesEveryUnit(user, UnitType.ConsignUnit)) return null;
  if (user.permissions.includes(Permission.ProjectsManage) && user.consignUnitId) return user.consignUnitId;
  throw forbidden();
}

/** Live projects the caller may see, optionally one of them. */
export function visibleProjects(user: CurrentUser, id?: string): SQL | undefined {
  const unitId = unitScope(user);
  return and(
    eq(projects.isDeleted, false),
    unitId ? eq(projects.consignUnitId, unitId) : undefined,
    id ? eq(projects.id, id) : undefined,
  );
}

const columns = (projectName: SQL<string> | typeof projects.projectName = projects.projectName) => ({
  id: projects.id,
  consignUnitId: projects.consignUnitId,
  consignUnitName: consignUnits.name,
  projectName,
  projectCode: projects.projectCode,
  contractSectName: projects.contractSectName,
  description: projects.description,
  creationTime: projects.creationTime,
});

const toRow = <T extends { creationTime: Date }>(row: T) => ({ ...row, creationTime: row.creationTime.toISOString() });

/** BaProject/GetProjectList: newest first unless sorted otherwise, counted and paged in SQL. */
export async function listProjects(
  db: Database,
  user: CurrentUser,
  query: ProjectFilters,
  page: Page,
): Promise<PagedResultOf<ProjectRow>> {
  const unitFilter = managesEveryUnit(user, UnitType.ConsignUnit) ? query.consignUnitId : undefined;
  const where = and(
    visibleProjects(user),
    unitFilter ? eq(projects.consignUnitId, unitFilter) : undefined,
    anyContains(query.search, [projects.projectName, projects.projectCode, projects.contractSectName]),
  );
  const projectName = query.showContractSectName
    ? sql<string>`case when coalesce(${projects.contractSectName}, '') = '' then ${projects.projectName} else ${projects.projectName} || '（' || ${projects.contractSectName} || '）' end`
    : projects.projectName;
  const [items, [total]] = await Promise.all([
    db
      .select(columns(projectName))
      .from(projects)
      .leftJoin(consignUnits, eq(consignUnits.id, projects.consignUnitId))
      .where(where)
      .orderBy(
        ...orderOf(
          query.sorting ?? 'creationTime desc',
          { projectName: projects.projectName, projectCode: projects.projectCode, creationTime: projects.creationTime },
          projects.id,
        ),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items.map(toRow) };
}

/** BaProject/GetProjectById: 404 when missing, deleted or another unit's. */
export async function getProject(db: Database, user: CurrentUser, id: string): Promise<ProjectRow> {
  const [row] = await db
    .select(columns())
    .from(projects)
    .leftJoin(consignUnits, eq(consignUnits.id, projects.consignUnitId))
    .where(visibleProjects(user, id));
  if (!row) throw notFound();
  return toRow(row);
}

import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/index';
import { forbidden } from '../../lib/errors';
import type { Page, PagedResultOf } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { containing, given } from '../test-unit/service';

export interface ProjectRow {
  id: string;
  projectName: string;
  projectCode: string | null;
  contractSectName: string | null;
  description: string | null;
}

export interface ProjectListQuery {
  search?: string;
  /** Put the contract section into projectName, as the booking shows it when the lab asks for it. */
  showContractSectName?: boolean;
}

/** Whose projects the caller reads: admin every unit's, a consignor its own unit's; nobody else. */
function unitScope(user: CurrentUser): string | null {
  if (user.roles.includes('admin')) return null;
  if (user.roles.includes('consignor') && user.consignUnitId) return user.consignUnitId;
  throw forbidden();
}

/** BaProject/GetProjectList: newest first, counted and paged in SQL. */
export async function listProjects(
  db: Database,
  user: CurrentUser,
  query: ProjectListQuery,
  page: Page,
): Promise<PagedResultOf<ProjectRow>> {
  const unitId = unitScope(user);
  const search = given(query.search);
  const where = and(
    eq(projects.isDeleted, false),
    unitId ? eq(projects.consignUnitId, unitId) : undefined,
    search
      ? or(
          ilike(projects.projectName, containing(search)),
          ilike(projects.projectCode, containing(search)),
          ilike(projects.contractSectName, containing(search)),
        )
      : undefined,
  );
  const projectName = query.showContractSectName
    ? sql<string>`case when coalesce(${projects.contractSectName}, '') = '' then ${projects.projectName} else ${projects.projectName} || '（' || ${projects.contractSectName} || '）' end`
    : projects.projectName;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: projects.id,
        projectName,
        projectCode: projects.projectCode,
        contractSectName: projects.contractSectName,
        description: projects.description,
      })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.creationTime), desc(projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items };
}

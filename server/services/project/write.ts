import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { InsertProjectBody, ProjectRow } from '../../../contracts/project';
import { modifiedBy } from '../../db/audit';
import type { Database } from '../../db/client';
import { EMPTY_ID, newId } from '../../db/ids';
import { consignInfos, consignUnits, projects } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import { blankToNull } from '../../lib/text';
import type { CurrentUser } from '../../plugins/auth';
import { getParam } from '../system-param/service';
import { getProject, unitScope, visibleProjects } from './service';

/** A project's fields as InsertProject takes them; consignUnitId is admin's (required for admin on insert). */
type ProjectInput = InsertProjectBody;

/** The platform's IsEnableProjectContractSectName switch: when on, every project names its contract section. */
export async function contractSectionRequired(db: Database): Promise<boolean> {
  const param = await getParam(db, UnitType.Platform, EMPTY_ID, 'IsEnableProjectContractSectName');
  return param?.paramValue === '1';
}

async function checkInput(db: Database, input: ProjectInput, unitId: string, exceptId?: string) {
  const projectName = input.projectName.trim();
  if (!projectName) throw invalidInput('projectName', 'errors.validation.required');
  const contractSectName = blankToNull(input.contractSectName);
  if (!contractSectName && (await contractSectionRequired(db)))
    throw invalidInput('contractSectName', 'errors.validation.required');
  const [same] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        eq(projects.consignUnitId, unitId),
        eq(projects.isDeleted, false),
        sql`lower(${projects.projectName}) = lower(${projectName})`,
        exceptId ? ne(projects.id, exceptId) : undefined,
      ),
    );
  if ((same?.n ?? 0) > 0)
    throw new UserFacingError('errors.project.duplicateName', 400, { name: projectName }, {}, ['projectName']);
  return {
    projectName,
    projectCode: blankToNull(input.projectCode),
    contractSectName,
    description: blankToNull(input.description),
  };
}

/** The consigning unit a new project belongs to: a consignor's own; admin names a live one. */
async function ownerOf(db: Database, user: CurrentUser, requested: string | undefined): Promise<string> {
  const own = unitScope(user);
  if (own) return own;
  if (!requested) throw invalidInput('consignUnitId', 'errors.validation.required');
  const [unit] = await db
    .select({ id: consignUnits.id })
    .from(consignUnits)
    .where(and(eq(consignUnits.id, requested), eq(consignUnits.isDeleted, false)));
  if (!unit) throw invalidInput('consignUnitId', 'errors.validation.invalid');
  return unit.id;
}

/** BaProject/InsertProject. */
export async function insertProject(db: Database, user: CurrentUser, input: ProjectInput): Promise<ProjectRow> {
  const consignUnitId = await ownerOf(db, user, input.consignUnitId);
  const values = await checkInput(db, input, consignUnitId);
  const id = newId();
  await db.insert(projects).values({ id, consignUnitId, creatorUserId: user.id, ...values });
  return getProject(db, user, id);
}

/** BaProject/UpdateProject: the owning unit never changes. */
export async function updateProject(
  db: Database,
  user: CurrentUser,
  input: ProjectInput & { id: string },
): Promise<ProjectRow> {
  const current = await getProject(db, user, input.id);
  const values = await checkInput(db, input, current.consignUnitId, input.id);
  await db
    .update(projects)
    .set({ ...values, ...modifiedBy(user.id) })
    .where(visibleProjects(user, input.id));
  return getProject(db, user, input.id);
}

/**
 * BaProject/DeleteProject: soft delete, refused (409) while any live consignment names the project. The check
 * and the delete are one statement, so a consignment saved at the same moment cannot slip in between.
 */
export async function deleteProject(db: Database, user: CurrentUser, id: string): Promise<void> {
  const inUse = sql`exists (select 1 from ${consignInfos} where ${consignInfos.projectId} = ${id} and ${consignInfos.isDeleted} = false)`;
  const deleted = await db
    .update(projects)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: user.id })
    .where(and(visibleProjects(user, id), sql`not ${inUse}`))
    .returning({ id: projects.id });
  if (deleted.length > 0) return;
  await getProject(db, user, id); // 404 when it is not there or not the caller's
  const [used] = await db
    .select({ n: count() })
    .from(consignInfos)
    .where(and(eq(consignInfos.projectId, id), eq(consignInfos.isDeleted, false)));
  if (!used?.n) throw notFound();
  throw new UserFacingError('errors.project.inUse', 409, { count: used.n });
}

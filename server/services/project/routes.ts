import { NoResult, PagedResult } from '../../../contracts/common';
import {
  InsertProjectBody,
  ProjectConfig,
  ProjectIdQuery,
  ProjectListQuery,
  ProjectRow,
  UpdateProjectBody,
} from '../../../contracts/project';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, noResult, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import { getProject, listProjects } from './service';
import { contractSectionRequired, deleteProject, insertProject, updateProject } from './write';

/** /api/services/app/BaProject: the projects a consignor books under; kept by the unit itself and by admin. */
const projectRoutes = routeTable('BaProject', requirePermission(Permission.ProjectsManage), (db) => [
  get('/GetProjectList', { query: ProjectListQuery, result: PagedResult(ProjectRow) }, ({ user, query }) => {
    const { search, ShowContractSectName, consignUnitId, sorting, skipCount, maxResultCount } = query;
    return listProjects(
      db,
      user,
      { search, showContractSectName: ShowContractSectName, consignUnitId, sorting },
      pageOf({ skipCount, maxResultCount }),
    );
  }),
  get('/GetProjectById', { query: ProjectIdQuery, result: ProjectRow }, ({ user, query }) =>
    getProject(db, user, query.id),
  ),
  get(
    '/GetProjectConfig',
    {
      description: 'Whether project forms show and require contractSectName (the platform switch).',
      result: ProjectConfig,
    },
    async () => ({ isEnableProjectContractSectName: await contractSectionRequired(db) }),
  ),
  post('/InsertProject', { body: InsertProjectBody, result: ProjectRow }, ({ user, body }) =>
    insertProject(db, user, body),
  ),
  put('/UpdateProject', { body: UpdateProjectBody, result: ProjectRow }, ({ user, body }) =>
    updateProject(db, user, body),
  ),
  del('/DeleteProject', { query: ProjectIdQuery, result: NoResult }, ({ user, query }) =>
    noResult(deleteProject(db, user, query.id)),
  ),
]);

export default projectRoutes;

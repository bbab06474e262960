import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoResult, PagedResult } from '../../../contracts/common';
import {
  InsertProjectBody,
  ProjectConfig,
  ProjectIdQuery,
  ProjectListQuery,
  ProjectRow,
  UpdateProjectBody,
} from '../../../contracts/project';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { getProject, listProjects } from './service';
import { contractSectionRequired, deleteProject, insertProject, updateProject } from './write';

const tags = ['BaProject'];
const security = [{ bearer: [] }];

/** /api/services/app/BaProject: the projects a consignor books under; kept by the unit itself and by admin. */
const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const manage = { preHandler: requirePermission(Permission.ProjectsManage) };

  app.get(
    '/GetProjectList',
    {
      ...manage,
      schema: { tags, security, querystring: ProjectListQuery, response: envelope(PagedResult(ProjectRow)) },
    },
    async (request) => {
      const { search, ShowContractSectName, consignUnitId, sorting, skipCount, maxResultCount } = request.query;
      return listProjects(
        db,
        signedIn(request),
        { search, showContractSectName: ShowContractSectName, consignUnitId, sorting },
        pageOf({ skipCount, maxResultCount }),
      );
    },
  );

  app.get(
    '/GetProjectById',
    { ...manage, schema: { tags, security, querystring: ProjectIdQuery, response: envelope(ProjectRow) } },
    async (request) => getProject(db, signedIn(request), request.query.id),
  );

  app.get(
    '/GetProjectConfig',
    {
      ...manage,
      schema: {
        tags,
        security,
        description: 'Whether project forms show and require contractSectName (the platform switch).',
        response: envelope(ProjectConfig),
      },
    },
    async () => ({ isEnableProjectContractSectName: await contractSectionRequired(db) }),
  );

  app.post(
    '/InsertProject',
    {
      ...manage,
      schema: {
        tags,
        security,
        body: InsertProjectBody,
        response: envelope(ProjectRow),
      },
    },
    async (request) => insertProject(db, signedIn(request), request.body),
  );

  app.put(
    '/UpdateProject',
    {
      ...manage,
      schema: { tags, security, body: UpdateProjectBody, response: envelope(ProjectRow) },
    },
    async (request) => updateProject(db, signedIn(request), request.body),
  );

  app.delete(
    '/DeleteProject',
    {
      ...manage,
      schema: { tags, security, querystring: ProjectIdQuery, response: envelope(NoResult) },
    },
    async (request) => {
      await deleteProject(db, signedIn(request), request.query.id);
      return null;
    },
  );
};

export default projectRoutes;

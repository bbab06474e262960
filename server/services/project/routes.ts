import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, PagedResult, pagedQuery, Sorting, Str } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { getProject, listProjects, PROJECT_SORTS } from './service';
import { contractSectionRequired, deleteProject, insertProject, updateProject } from './write';

const ProjectRow = Type.Object({
  id: Id(),
  consignUnitId: Id(),
  consignUnitName: Nullable(Type.String()),
  projectName: Type.String(),
  projectCode: Nullable(Type.String()),
  contractSectName: Nullable(Type.String()),
  description: Nullable(Type.String()),
  creationTime: Type.String({ format: 'date-time' }),
});

// getMyProject and ShowContractSectName are the product's wire names; keys match in any letter case.
const ProjectListQuery = Input({
  search: Type.Optional(Str(128, { description: 'part of the project name, code or contract section' })),
  getMyProject: Type.Optional(
    Type.Boolean({ description: 'accepted for old clients; a consignor always gets its own unit’s projects' }),
  ),
  ShowContractSectName: Type.Optional(
    Type.Boolean({ description: 'true: projectName is answered as "name（contract section）"' }),
  ),
  consignUnitId: Type.Optional(Id('admin only: one consigning unit’s projects')),
  sorting: Sorting(PROJECT_SORTS, 'creationTime desc'),
  ...pagedQuery,
});

const fields = {
  projectName: Str(256, { minLength: 1 }),
  projectCode: Type.Optional(Nullable(Str(64))),
  contractSectName: Type.Optional(
    Nullable(Str(128, { description: 'required when the platform’s IsEnableProjectContractSectName is on' })),
  ),
  description: Type.Optional(Nullable(Str(1000))),
};

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
    { ...manage, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(ProjectRow) } },
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
        response: envelope(Type.Object({ isEnableProjectContractSectName: Type.Boolean() })),
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
        body: Input({ ...fields, consignUnitId: Type.Optional(Id('admin: the owning consigning unit')) }),
        response: envelope(ProjectRow),
      },
    },
    async (request) => insertProject(db, signedIn(request), request.body),
  );

  app.put(
    '/UpdateProject',
    {
      ...manage,
      schema: { tags, security, body: Input({ id: Id(), ...fields }), response: envelope(ProjectRow) },
    },
    async (request) => updateProject(db, signedIn(request), request.body),
  );

  app.delete(
    '/DeleteProject',
    {
      ...manage,
      schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(Type.Null()) },
    },
    async (request) => {
      await deleteProject(db, signedIn(request), request.query.id);
      return null;
    },
  );
};

export default projectRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope } from '../../lib/envelope';
import { PagedResult, pagedQuery, pageOf } from '../../lib/paging';
import { Id, Input, Nullable, Str } from '../../lib/schemas';
import { requireRoles, signedIn } from '../../plugins/auth';
import { listProjects } from './service';

const ProjectRow = Type.Object({
  id: Id(),
  projectName: Type.String(),
  projectCode: Nullable(Type.String()),
  contractSectName: Nullable(Type.String()),
  description: Nullable(Type.String()),
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
  ...pagedQuery,
});

/** /api/services/app/BaProject: the projects a consignor books under. */
const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/GetProjectList',
    {
      preHandler: requireRoles('consignor', 'admin'),
      schema: {
        tags: ['BaProject'],
        security: [{ bearer: [] }],
        querystring: ProjectListQuery,
        response: envelope(PagedResult(ProjectRow)),
      },
    },
    async (request) => {
      const { search, ShowContractSectName, skipCount, maxResultCount } = request.query;
      return listProjects(
        app.db,
        signedIn(request),
        { search, showContractSectName: ShowContractSectName },
        pageOf({ skipCount, maxResultCount }),
      );
    },
  );
};

export default projectRoutes;

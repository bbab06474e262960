import { BaProject } from '../../../contracts/api/project';
import { pageOf } from '../../lib/paging';
import { noResult, serve } from '../../lib/routes';
import { getProject, listProjects } from './service';
import { contractSectionRequired, deleteProject, insertProject, updateProject } from './write';

/** The handlers of BaProject (contracts/api/project.ts). */
const projectRoutes = serve(BaProject, (db) => ({
  GetProjectList: ({ user, query }) => {
    const { search, ShowContractSectName, consignUnitId, sorting, skipCount, maxResultCount } = query;
    return listProjects(
      db,
      user,
      { search, showContractSectName: ShowContractSectName, consignUnitId, sorting },
      pageOf({ skipCount, maxResultCount }),
    );
  },
  GetProjectById: ({ user, query }) => getProject(db, user, query.id),
  GetProjectConfig: async () => ({ isEnableProjectContractSectName: await contractSectionRequired(db) }),
  InsertProject: ({ user, body }) => insertProject(db, user, body),
  UpdateProject: ({ user, body }) => updateProject(db, user, body),
  DeleteProject: ({ user, query }) => noResult(deleteProject(db, user, query.id)),
}));

export default projectRoutes;

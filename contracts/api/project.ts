import { NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import {
  InsertProjectBody,
  ProjectConfig,
  ProjectIdQuery,
  ProjectListQuery,
  ProjectRow,
  UpdateProjectBody,
} from '../project';
import { service } from './manifest';

/** /api/services/app/BaProject: the projects a consignor books under; kept by the unit itself and by admin. */
export const BaProject = service({
  path: 'services/app/BaProject',
  tag: 'BaProject',
  access: { permission: [Permission.ProjectsManage] },
  operations: {
    GetProjectList: {
      method: 'GET',
      summary: 'Lists the projects of the caller’s unit (admin: of any unit).',
      query: ProjectListQuery,
      result: PagedResult(ProjectRow),
    },
    GetProjectById: { method: 'GET', summary: 'Reads one project.', query: ProjectIdQuery, result: ProjectRow },
    GetProjectConfig: {
      method: 'GET',
      summary: 'Tells whether project forms show and require the contract section.',
      description: 'Whether project forms show and require contractSectName (the platform switch).',
      result: ProjectConfig,
    },
    InsertProject: { method: 'POST', summary: 'Creates a project.', body: InsertProjectBody, result: ProjectRow },
    UpdateProject: { method: 'PUT', summary: 'Changes a project.', body: UpdateProjectBody, result: ProjectRow },
    DeleteProject: {
      method: 'DELETE',
      summary: 'Deletes a project no consignment names.',
      query: ProjectIdQuery,
      result: NoResult,
    },
  },
});

import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, pagedQuery, Sorting, Str } from './common';

// Wire shapes of BaProject (docs/api.md): the projects a consignor books under. getMyProject and
// ShowContractSectName are the product's wire names; keys match in any letter case.

/** The columns GetProjectList may be sorted by. */
export const PROJECT_SORTS = ['projectName', 'projectCode', 'creationTime'] as const;

export const ProjectRow = named(
  'ProjectRow',
  Type.Object({
    id: Id(),
    consignUnitId: Id(),
    consignUnitName: Nullable(Type.String()),
    projectName: Type.String(),
    projectCode: Nullable(Type.String()),
    contractSectName: Nullable(Type.String()),
    description: Nullable(Type.String()),
    creationTime: Type.String({ format: 'date-time' }),
  }),
);
export type ProjectRow = Static<typeof ProjectRow>;

export const ProjectListQuery = Input({
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
export type ProjectListQuery = Static<typeof ProjectListQuery>;

const fields = {
  projectName: Line(256, { minLength: 1 }),
  projectCode: Type.Optional(Nullable(Str(64))),
  contractSectName: Type.Optional(
    Nullable(Str(128, { description: 'required when the platform’s IsEnableProjectContractSectName is on' })),
  ),
  description: Type.Optional(Nullable(Str(1000))),
};

export const InsertProjectBody = named(
  'InsertProjectBody',
  Input({ ...fields, consignUnitId: Type.Optional(Id('admin: the owning consigning unit')) }),
);
export type InsertProjectBody = Static<typeof InsertProjectBody>;

export const UpdateProjectBody = named('UpdateProjectBody', Input({ id: Id(), ...fields }));
export type UpdateProjectBody = Static<typeof UpdateProjectBody>;

export const ProjectIdQuery = Input({ id: Id() });

/** GetProjectConfig: whether project forms show and require contractSectName (the platform switch). */
export const ProjectConfig = named('ProjectConfig', Type.Object({ isEnableProjectContractSectName: Type.Boolean() }));
export type ProjectConfig = Static<typeof ProjectConfig>;

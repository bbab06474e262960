import { SampleTree } from '../catalogue';
import { IdQuery, NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import {
  BaseStandard,
  CreateSysSampleBody,
  InsertStandardBody,
  LevelCodeQuery,
  StandardListQuery,
  SysSample,
  SysSampleLevel,
  SysSampleListQuery,
  UpdateStandardBody,
  UpdateSysSampleBody,
} from '../sys-library';
import { service } from './manifest';

// The platform's libraries, kept by admin: SysTestSample (sample library) and SysBaseStandard (standards).
// Labs read both (to copy samples and pick standards); consignors have no use for them (403).

const readers = { permission: [Permission.LibrariesManage, Permission.CatalogueManage] } as const;
const admin = { permission: [Permission.LibrariesManage] } as const;

/** /api/services/app/SysTestSample: the platform's sample library. */
export const SysTestSample = service({
  path: 'services/app/SysTestSample',
  tag: 'SysTestSample',
  access: admin,
  operations: {
    GetSysTestSampleTree: {
      method: 'GET',
      summary: "Reads the platform's sample library as a tree.",
      access: readers,
      result: SampleTree,
    },
    GetSysTestSampleDtoByLevelCode: {
      method: 'GET',
      summary: "Lists the sample library's entries under a level code.",
      access: readers,
      query: LevelCodeQuery,
      result: SysSampleLevel,
    },
    GetAll: {
      method: 'GET',
      summary: "Lists the sample library's entries, searched and paged.",
      access: readers,
      query: SysSampleListQuery,
      result: PagedResult(SysSample),
    },
    Get: {
      method: 'GET',
      summary: 'Reads one entry of the sample library.',
      access: readers,
      query: IdQuery,
      result: SysSample,
    },
    Create: {
      method: 'POST',
      summary: 'Adds an entry to the sample library.',
      body: CreateSysSampleBody,
      result: SysSample,
    },
    Update: {
      method: 'PUT',
      summary: 'Changes an entry of the sample library.',
      body: UpdateSysSampleBody,
      result: SysSample,
    },
    Delete: { method: 'DELETE', summary: 'Deletes an entry of the sample library.', query: IdQuery, result: NoResult },
  },
});

/** /api/services/app/SysBaseStandard: the platform's standards. */
export const SysBaseStandard = service({
  path: 'services/app/SysBaseStandard',
  tag: 'SysBaseStandard',
  access: admin,
  operations: {
    GetAllStandard: {
      method: 'GET',
      summary: "Lists the platform's standards, searched, sorted and paged.",
      access: readers,
      query: StandardListQuery,
      result: PagedResult(BaseStandard),
    },
    Insert: {
      method: 'POST',
      summary: "Adds a standard to the platform's standards.",
      body: InsertStandardBody,
      result: BaseStandard,
    },
    Update: {
      method: 'PUT',
      summary: "Changes one of the platform's standards.",
      body: UpdateStandardBody,
      result: BaseStandard,
    },
    Delete: { method: 'DELETE', summary: "Deletes one of the platform's standards.", query: IdQuery, result: NoResult },
  },
});

import { SampleTree } from '../../../contracts/catalogue';
import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
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
} from '../../../contracts/sys-library';
import type { Database } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { type Call, del, get, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import {
  allSysSamples,
  createSysSample,
  deleteSysSample,
  sysSample,
  sysSamplesByLevelCode,
  sysSampleTree,
  updateSysSample,
} from './samples';
import { allStandards, deleteStandard, insertStandard, updateStandard } from './standards';

// The platform's libraries, kept by admin: SysTestSample (sample library) and SysBaseStandard (standards).
// Labs read both (to copy samples and pick standards); consignors have no use for them (403).

const readers = requirePermission(Permission.LibrariesManage, Permission.CatalogueManage);
const admin = requirePermission(Permission.LibrariesManage);

/** The handler of a library write (create, update): the service's `write` of the body, the admin as its author. */
const byAdmin =
  <B, R>(db: Database, write: (db: Database, userId: string, body: B) => Promise<R>) =>
  ({ user, body }: Call<unknown, B>) =>
    write(db, user.id, body);

/** The handler of a library delete: the service's `remove` of the row `?id=` names, the admin as its author. */
const deleteByAdmin =
  (db: Database, remove: (db: Database, userId: string, id: string) => Promise<null>) =>
  ({ user, query }: Call<{ id: string }>) =>
    remove(db, user.id, query.id.toLowerCase());

export const sysTestSampleRoutes = routeTable('SysTestSample', admin, (db) => [
  get(
    '/GetSysTestSampleTree',
    { summary: "Reads the platform's sample library as a tree.", access: readers, result: SampleTree },
    () => sysSampleTree(db),
  ),
  get(
    '/GetSysTestSampleDtoByLevelCode',
    {
      summary: "Lists the sample library's entries under a level code.",
      access: readers,
      query: LevelCodeQuery,
      result: SysSampleLevel,
    },
    ({ query }) => sysSamplesByLevelCode(db, query.levelCode ?? ''),
  ),
  get(
    '/GetAll',
    {
      summary: "Lists the sample library's entries, searched and paged.",
      access: readers,
      query: SysSampleListQuery,
      result: PagedResult(SysSample),
    },
    ({ query }) => allSysSamples(db, query.search, pageOf(query)),
  ),
  get(
    '/Get',
    { summary: 'Reads one entry of the sample library.', access: readers, query: IdQuery, result: SysSample },
    ({ query }) => sysSample(db, query.id.toLowerCase()),
  ),
  post(
    '/Create',
    { summary: 'Adds an entry to the sample library.', body: CreateSysSampleBody, result: SysSample },
    byAdmin(db, createSysSample),
  ),
  put(
    '/Update',
    { summary: 'Changes an entry of the sample library.', body: UpdateSysSampleBody, result: SysSample },
    byAdmin(db, updateSysSample),
  ),
  del(
    '/Delete',
    { summary: 'Deletes an entry of the sample library.', query: IdQuery, result: NoResult },
    deleteByAdmin(db, deleteSysSample),
  ),
]);

export const sysBaseStandardRoutes = routeTable('SysBaseStandard', admin, (db) => [
  get(
    '/GetAllStandard',
    {
      summary: "Lists the platform's standards, searched, sorted and paged.",
      access: readers,
      query: StandardListQuery,
      result: PagedResult(BaseStandard),
    },
    (call) => allStandards(db, call.query.search, call.query.sorting, pageOf(call.query)),
  ),
  post(
    '/Insert',
    { summary: "Adds a standard to the platform's standards.", body: InsertStandardBody, result: BaseStandard },
    byAdmin(db, insertStandard),
  ),
  put(
    '/Update',
    { summary: "Changes one of the platform's standards.", body: UpdateStandardBody, result: BaseStandard },
    byAdmin(db, updateStandard),
  ),
  del(
    '/Delete',
    { summary: "Deletes one of the platform's standards.", query: IdQuery, result: NoResult },
    deleteByAdmin(db, deleteStandard),
  ),
]);

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
  UpdateStandardBody,
  UpdateSysSampleBody,
} from '../../../contracts/sys-library';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import {
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

export const sysTestSampleRoutes = routeTable('SysTestSample', admin, (db) => [
  get('/GetSysTestSampleTree', { access: readers, result: SampleTree }, () => sysSampleTree(db)),
  get(
    '/GetSysTestSampleDtoByLevelCode',
    { access: readers, query: LevelCodeQuery, result: SysSampleLevel },
    ({ query }) => sysSamplesByLevelCode(db, query.levelCode ?? ''),
  ),
  get('/Get', { access: readers, query: IdQuery, result: SysSample }, ({ query }) =>
    sysSample(db, query.id.toLowerCase()),
  ),
  post('/Create', { body: CreateSysSampleBody, result: SysSample }, ({ user, body }) =>
    createSysSample(db, user.id, body),
  ),
  put('/Update', { body: UpdateSysSampleBody, result: SysSample }, ({ user, body }) =>
    updateSysSample(db, user.id, body),
  ),
  del('/Delete', { query: IdQuery, result: NoResult }, ({ user, query }) =>
    deleteSysSample(db, user.id, query.id.toLowerCase()),
  ),
]);

export const sysBaseStandardRoutes = routeTable('SysBaseStandard', admin, (db) => [
  get('/GetAllStandard', { access: readers, query: StandardListQuery, result: PagedResult(BaseStandard) }, (call) =>
    allStandards(db, call.query.search, call.query.sorting, pageOf(call.query)),
  ),
  post('/Insert', { body: InsertStandardBody, result: BaseStandard }, ({ user, body }) =>
    insertStandard(db, user.id, body),
  ),
  put('/Update', { body: UpdateStandardBody, result: BaseStandard }, ({ user, body }) =>
    updateStandard(db, user.id, body),
  ),
  del('/Delete', { query: IdQuery, result: NoResult }, ({ user, query }) =>
    deleteStandard(db, user.id, query.id.toLowerCase()),
  ),
]);

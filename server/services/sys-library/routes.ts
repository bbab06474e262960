import { SysBaseStandard, SysTestSample } from '../../../contracts/api/sys-library';
import type { Database } from '../../db/client';
import { pageOf } from '../../lib/paging';
import { type Call, serve } from '../../lib/routes';
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

// The platform's libraries (contracts/api/sys-library.ts): writes carry the admin as their author.

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

/** The handlers of SysTestSample (contracts/api/sys-library.ts). */
export const sysTestSampleRoutes = serve(SysTestSample, (db) => ({
  GetSysTestSampleTree: () => sysSampleTree(db),
  GetSysTestSampleDtoByLevelCode: ({ query }) => sysSamplesByLevelCode(db, query.levelCode ?? ''),
  GetAll: ({ query }) => allSysSamples(db, query.search, pageOf(query)),
  Get: ({ query }) => sysSample(db, query.id.toLowerCase()),
  Create: byAdmin(db, createSysSample),
  Update: byAdmin(db, updateSysSample),
  Delete: deleteByAdmin(db, deleteSysSample),
}));

/** The handlers of SysBaseStandard (contracts/api/sys-library.ts). */
export const sysBaseStandardRoutes = serve(SysBaseStandard, (db) => ({
  GetAllStandard: ({ query }) => allStandards(db, query.search, query.sorting, pageOf(query)),
  Insert: byAdmin(db, insertStandard),
  Update: byAdmin(db, updateStandard),
  Delete: deleteByAdmin(db, deleteStandard),
}));

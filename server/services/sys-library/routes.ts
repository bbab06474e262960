import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
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

const security = [{ bearer: [] }];
export const sysTestSampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['SysTestSample'];
  const read = { preHandler: requirePermission(Permission.LibrariesManage, Permission.CatalogueManage) };
  const admin = { preHandler: requirePermission(Permission.LibrariesManage) };

  app.get('/GetSysTestSampleTree', { ...read, schema: { tags, security, response: envelope(SampleTree) } }, async () =>
    sysSampleTree(db),
  );

  app.get(
    '/GetSysTestSampleDtoByLevelCode',
    {
      ...read,
      schema: {
        tags,
        security,
        querystring: LevelCodeQuery,
        response: envelope(SysSampleLevel),
      },
    },
    async (request) => sysSamplesByLevelCode(db, request.query.levelCode ?? ''),
  );

  app.get(
    '/Get',
    { ...read, schema: { tags, security, querystring: IdQuery, response: envelope(SysSample) } },
    async (request) => sysSample(db, request.query.id.toLowerCase()),
  );

  app.post(
    '/Create',
    {
      ...admin,
      schema: {
        tags,
        security,
        body: CreateSysSampleBody,
        response: envelope(SysSample),
      },
    },
    async (request) => createSysSample(db, signedIn(request).id, request.body),
  );

  app.put(
    '/Update',
    {
      ...admin,
      schema: { tags, security, body: UpdateSysSampleBody, response: envelope(SysSample) },
    },
    async (request) => updateSysSample(db, signedIn(request).id, request.body),
  );

  app.delete(
    '/Delete',
    { ...admin, schema: { tags, security, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => deleteSysSample(db, signedIn(request).id, request.query.id.toLowerCase()),
  );
};

export const sysBaseStandardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['SysBaseStandard'];
  const read = { preHandler: requirePermission(Permission.LibrariesManage, Permission.CatalogueManage) };
  const admin = { preHandler: requirePermission(Permission.LibrariesManage) };

  app.get(
    '/GetAllStandard',
    {
      ...read,
      schema: {
        tags,
        security,
        querystring: StandardListQuery,
        response: envelope(PagedResult(BaseStandard)),
      },
    },
    async (request) => allStandards(db, request.query.search, request.query.sorting, pageOf(request.query)),
  );

  app.post(
    '/Insert',
    { ...admin, schema: { tags, security, body: InsertStandardBody, response: envelope(BaseStandard) } },
    async (request) => insertStandard(db, signedIn(request).id, request.body),
  );

  app.put(
    '/Update',
    {
      ...admin,
      schema: { tags, security, body: UpdateStandardBody, response: envelope(BaseStandard) },
    },
    async (request) => updateStandard(db, signedIn(request).id, request.body),
  );

  app.delete(
    '/Delete',
    { ...admin, schema: { tags, security, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => deleteStandard(db, signedIn(request).id, request.query.id.toLowerCase()),
  );
};

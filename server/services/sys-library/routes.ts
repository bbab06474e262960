import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SampleRequirements } from '../../../contracts/catalogue';
import { Id, Input, Nullable, PagedResult, pagedQuery, Sorting, Str } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { SampleTreeNode } from '../catalogue/routes';
import {
  createSysSample,
  deleteSysSample,
  sysSample,
  sysSamplesByLevelCode,
  sysSampleTree,
  updateSysSample,
} from './samples';
import { allStandards, deleteStandard, insertStandard, STANDARD_SORTS, updateStandard } from './standards';

// The platform's libraries, kept by admin: SysTestSample (sample library) and SysBaseStandard (standards).
// Labs read both (to copy samples and pick standards); consignors have no use for them (403).

const security = [{ bearer: [] }];
const Text = (maxLength: number) => Type.Optional(Nullable(Str(maxLength)));

const SysSampleFields = {
  sampleName: Str(128, { minLength: 1 }),
  sampleCode: Text(64),
  description: Text(1000),
  ...SampleRequirements,
};

const SysSample = Type.Object({
  id: Id(),
  parentId: Nullable(Id()),
  levelCode: Type.String(),
  sampleName: Type.String(),
  sampleCode: Nullable(Type.String()),
  description: Nullable(Type.String()),
  orderIndex: Type.Integer(),
  countRequire: Nullable(Type.String()),
  sampleStatusRequire: Nullable(Type.String()),
  defaultSampleDescription: Nullable(Type.String()),
  otherRequire: Nullable(Type.String()),
});

export const sysTestSampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const tags = ['SysTestSample'];
  const read = { preHandler: requirePermission(Permission.LibrariesManage, Permission.CatalogueManage) };
  const admin = { preHandler: requirePermission(Permission.LibrariesManage) };

  app.get(
    '/GetSysTestSampleTree',
    { ...read, schema: { tags, security, response: envelope(Type.Array(SampleTreeNode)) } },
    async () => sysSampleTree(db),
  );

  app.get(
    '/GetSysTestSampleDtoByLevelCode',
    {
      ...read,
      schema: {
        tags,
        security,
        querystring: Input({ levelCode: Type.Optional(Type.String({ pattern: '^(\\d{3}){0,21}$' })) }),
        response: envelope(Type.Array(Type.Intersect([SysSample, Type.Object({ hasChildren: Type.Boolean() })]))),
      },
    },
    async (request) => sysSamplesByLevelCode(db, request.query.levelCode ?? ''),
  );

  app.get(
    '/Get',
    { ...read, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(SysSample) } },
    async (request) => sysSample(db, request.query.id.toLowerCase()),
  );

  app.post(
    '/Create',
    {
      ...admin,
      schema: {
        tags,
        security,
        body: Input({ parentId: Type.Optional(Nullable(Id())), ...SysSampleFields }),
        response: envelope(SysSample),
      },
    },
    async (request) => createSysSample(db, signedIn(request).id, request.body),
  );

  app.put(
    '/Update',
    {
      ...admin,
      schema: { tags, security, body: Input({ id: Id(), ...SysSampleFields }), response: envelope(SysSample) },
    },
    async (request) => updateSysSample(db, signedIn(request).id, request.body),
  );

  app.delete(
    '/Delete',
    { ...admin, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
    async (request) => deleteSysSample(db, signedIn(request).id, request.query.id.toLowerCase()),
  );
};

const Standard = Type.Object({
  id: Id(),
  baseStandardName: Type.String(),
  printsManCode: Type.String({ description: 'the standard’s code, e.g. "JTG 3420-2020"' }),
  canDelete: Type.Boolean({ description: 'false while a lab’s catalogue refers to it' }),
});
const StandardFields = { baseStandardName: Str(256, { minLength: 1 }), printsManCode: Str(64, { minLength: 1 }) };

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
        querystring: Input({
          search: Type.Optional(Str(128)),
          sorting: Sorting(STANDARD_SORTS, 'code'),
          ...pagedQuery,
        }),
        response: envelope(PagedResult(Standard)),
      },
    },
    async (request) => allStandards(db, request.query.search, request.query.sorting, pageOf(request.query)),
  );

  app.post(
    '/Insert',
    { ...admin, schema: { tags, security, body: Input(StandardFields), response: envelope(Standard) } },
    async (request) => insertStandard(db, signedIn(request).id, request.body),
  );

  app.put(
    '/Update',
    {
      ...admin,
      schema: { tags, security, body: Input({ id: Id(), ...StandardFields }), response: envelope(Standard) },
    },
    async (request) => updateStandard(db, signedIn(request).id, request.body),
  );

  app.delete(
    '/Delete',
    { ...admin, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
    async (request) => deleteStandard(db, signedIn(request).id, request.query.id.toLowerCase()),
  );
};

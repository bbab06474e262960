import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogueParams,
  CreateParamBody,
  ParamListQuery,
  ParamRow,
  ParamsOfSampleQuery,
  RefParamBody,
  UpdateParamBody,
} from '../../../contracts/catalogue';
import { IdQuery, NoResult, PagedResult } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { requirePermission, signedIn } from '../../plugins/auth';
import { ownLab } from './access';
import { createParam, deleteParam, paramList, refParams, updateParam } from './params';
import { paramsOfSample } from './service';

const tags = ['TuTestParam'];
const security = [{ bearer: [] }];

/** /api/services/app/TuTestParam: the priced parameters of a lab's catalogue samples; the lab's own staff change them. */
export const testParamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const lab = { preHandler: requirePermission(Permission.CatalogueManage) };

  app.get(
    '/GetParamBySampleId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: ParamsOfSampleQuery,
        response: envelope(CatalogueParams),
      },
    },
    async (request) => paramsOfSample(db, request.query.sampleId.toLowerCase()),
  );

  app.get(
    '/GetParamTree',
    {
      preHandler: app.authenticate,
      schema: { tags, security, querystring: ParamListQuery, response: envelope(PagedResult(ParamRow)) },
    },
    async (request) => {
      const { testUnitId, sampleId, search, sorting } = request.query;
      return paramList(
        db,
        { testUnitId: testUnitId.toLowerCase(), sampleId: sampleId?.toLowerCase(), search, sorting },
        pageOf(request.query),
      );
    },
  );

  app.post(
    '/CreateParam',
    { ...lab, schema: { tags, security, body: CreateParamBody, response: envelope(ParamRow) } },
    async (request) => {
      const user = signedIn(request);
      return createParam(db, ownLab(user), user.id, request.body);
    },
  );

  app.put(
    '/UpdateParam',
    { ...lab, schema: { tags, security, body: UpdateParamBody, response: envelope(ParamRow) } },
    async (request) => {
      const user = signedIn(request);
      return updateParam(db, ownLab(user), user.id, request.body);
    },
  );

  app.delete(
    '/DeleteParam',
    { ...lab, schema: { tags, security, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => {
      const user = signedIn(request);
      return deleteParam(db, ownLab(user), user.id, request.query.id.toLowerCase());
    },
  );

  app.post(
    '/RefTestParam',
    { ...lab, schema: { tags, security, body: RefParamBody, response: envelope(PagedResult(ParamRow)) } },
    async (request) => {
      const user = signedIn(request);
      const { sampleId, paramIds } = request.body;
      return refParams(db, ownLab(user), user.id, sampleId.toLowerCase(), paramIds);
    },
  );
};

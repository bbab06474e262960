import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery, NoResult } from '../../../contracts/common';
import {
  BuSampleInfoIdQuery,
  CatalogueSamplePropertiesQuery,
  ConsignSamplesQuery,
  CreateSampleBody,
  RefSampleCandidates,
  RefSampleQuery,
  SampleChildrenBody,
  SampleDetail,
  SampleDetails,
  SampleIdBody,
  SampleIdsQuery,
  SampleParamDetails,
  SamplePropertyInfos,
  SaveSampleBody,
} from '../../../contracts/sample-info';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import {
  paramsOfSample,
  propertiesOfCatalogueSample,
  propertiesOfSample,
  referenceCandidatesFor,
  sampleById,
  samplesOfConsignment,
} from './reads';
import { copySample, createSample, deleteSamples, saveSample, setChildren } from './writes';

// /api/services/app/BuSampleInfo — the product's wire names (BuSampleParamInfo etc.) kept as they are.

const tags = ['BuSampleInfo'];
const security = [{ bearer: [] }];
const lower = (id: string) => id.toLowerCase();

const buSampleInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const guard = { preHandler: app.authenticate };

  app.get(
    '/GetAddConsignInfoBuSampleByConsignInfoId',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: ConsignSamplesQuery,
        response: envelope(SampleDetails),
      },
    },
    async (request) => samplesOfConsignment(db, signedIn(request), lower(request.query.consignInfoId)),
  );

  app.get(
    '/GetBuSampleInfo',
    { ...guard, schema: { tags, security, querystring: IdQuery, response: envelope(SampleDetail) } },
    async (request) => sampleById(db, signedIn(request), lower(request.query.id)),
  );

  const paramQueries = { id: IdQuery, buSampleInfoId: BuSampleInfoIdQuery };
  for (const [path, key] of [
    ['/GetTuTestParamsByBuSampleParamInfoId', 'id'],
    ['/GetBuSampleParamsByBuSampleInfoId', 'buSampleInfoId'],
  ] as const) {
    app.get(
      path,
      {
        ...guard,
        schema: {
          tags,
          security,
          querystring: paramQueries[key],
          response: envelope(SampleParamDetails),
        },
      },
      async (request) =>
        paramsOfSample(db, signedIn(request), lower((request.query as Record<string, string>)[key] as string)),
    );
  }

  app.get(
    '/GetBuSamplePropertyInfoInputDtosByBuSampleInfoId',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: BuSampleInfoIdQuery,
        response: envelope(SamplePropertyInfos),
      },
    },
    async (request) => propertiesOfSample(db, signedIn(request), lower(request.query.buSampleInfoId)),
  );

  app.get(
    '/GetBuSamplePropertyInfoByTuSampleInfoId',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: CatalogueSamplePropertiesQuery,
        response: envelope(SamplePropertyInfos),
      },
    },
    async (request) => propertiesOfCatalogueSample(db, signedIn(request), lower(request.query.tuSampleInfoId)),
  );

  app.get(
    '/GetSelectRefSampleByTestUnitIdAndProjectId',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: RefSampleQuery,
        response: envelope(RefSampleCandidates),
      },
    },
    async (request) =>
      referenceCandidatesFor(db, signedIn(request), {
        testUnitId: lower(request.query.testUnitId),
        projectId: lower(request.query.projectId),
        consignId: request.query.consignId ? lower(request.query.consignId) : undefined,
      }),
  );

  app.post(
    '/CreateBuSampleParamInfo',
    {
      ...guard,
      schema: {
        tags,
        security,
        body: CreateSampleBody,
        response: envelope(SampleDetail),
      },
    },
    async (request) =>
      createSample(db, signedIn(request), request.language, {
        ...request.body,
        consignId: lower(request.body.consignId),
      }),
  );

  app.post(
    '/CreateChildBuSampleParamInfo',
    {
      ...guard,
      schema: {
        tags,
        security,
        body: SampleChildrenBody,
        response: envelope(SampleDetail),
      },
    },
    async (request) =>
      setChildren(db, signedIn(request), request.language, {
        ...request.body,
        buSampleInfoId: lower(request.body.buSampleInfoId),
      }),
  );

  app.post(
    '/SaveBuSampleInfo',
    {
      ...guard,
      schema: { tags, security, body: SaveSampleBody, response: envelope(SampleDetail) },
    },
    async (request) =>
      saveSample(db, signedIn(request), request.language, {
        ...request.body,
        id: lower(request.body.id),
        refSampleIds: request.body.refSampleIds?.map(lower),
      }),
  );

  app.post(
    '/CopyBuSampleInfo',
    { ...guard, schema: { tags, security, body: SampleIdBody, response: envelope(SampleDetail) } },
    async (request) => copySample(db, signedIn(request), request.language, lower(request.body.id)),
  );

  app.delete(
    '/DeleteBuSampleInfo',
    { ...guard, schema: { tags, security, querystring: IdQuery, response: envelope(NoResult) } },
    async (request) => deleteSamples(db, signedIn(request), request.language, [request.query.id]),
  );

  app.delete(
    '/DeleteBuSampleInfoByIds',
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: SampleIdsQuery,
        response: envelope(NoResult),
      },
    },
    async (request) => deleteSamples(db, signedIn(request), request.language, request.query.ids),
  );
};

export default buSampleInfoRoutes;

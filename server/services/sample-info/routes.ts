import { IdQuery, NoResult } from '../../../contracts/common';
import {
  BuSampleInfoIdQuery,
  CatalogueSamplePropertiesQuery,
  ConsignSamplesQuery,
  CreateSampleBody,
  CreateSamplesBody,
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
import { del, get, post, routeTable } from '../../lib/routes';
import {
  paramsOfSample,
  propertiesOfCatalogueSample,
  propertiesOfSample,
  referenceCandidatesFor,
  sampleById,
  samplesOfConsignment,
} from './reads';
import { copySample, createSample, createSamples, deleteSamples, saveSample, setChildren } from './writes';

// /api/services/app/BuSampleInfo — the product's wire names (BuSampleParamInfo etc.) kept as they are.

const lower = (id: string) => id.toLowerCase();

const buSampleInfoRoutes = routeTable('BuSampleInfo', 'signed-in', (db) => [
  get('/GetAddConsignInfoBuSampleByConsignInfoId', { query: ConsignSamplesQuery, result: SampleDetails }, (call) =>
    samplesOfConsignment(db, call.user, lower(call.query.consignInfoId)),
  ),
  get('/GetBuSampleInfo', { query: IdQuery, result: SampleDetail }, ({ user, query }) =>
    sampleById(db, user, lower(query.id)),
  ),
  get('/GetTuTestParamsByBuSampleParamInfoId', { query: IdQuery, result: SampleParamDetails }, ({ user, query }) =>
    paramsOfSample(db, user, lower(query.id)),
  ),
  get('/GetBuSampleParamsByBuSampleInfoId', { query: BuSampleInfoIdQuery, result: SampleParamDetails }, (call) =>
    paramsOfSample(db, call.user, lower(call.query.buSampleInfoId)),
  ),
  get(
    '/GetBuSamplePropertyInfoInputDtosByBuSampleInfoId',
    { query: BuSampleInfoIdQuery, result: SamplePropertyInfos },
    ({ user, query }) => propertiesOfSample(db, user, lower(query.buSampleInfoId)),
  ),
  get(
    '/GetBuSamplePropertyInfoByTuSampleInfoId',
    { query: CatalogueSamplePropertiesQuery, result: SamplePropertyInfos },
    ({ user, query }) => propertiesOfCatalogueSample(db, user, lower(query.tuSampleInfoId)),
  ),
  get(
    '/GetSelectRefSampleByTestUnitIdAndProjectId',
    { query: RefSampleQuery, result: RefSampleCandidates },
    ({ user, query }) =>
      referenceCandidatesFor(db, user, {
        testUnitId: lower(query.testUnitId),
        projectId: lower(query.projectId),
        consignId: query.consignId ? lower(query.consignId) : undefined,
      }),
  ),
  post('/CreateBuSampleParamInfo', { body: CreateSampleBody, result: SampleDetail }, ({ user, language, body }) =>
    createSample(db, user, language, { ...body, consignId: lower(body.consignId) }),
  ),
  post('/CreateBuSampleParamInfoMigModel', { body: CreateSamplesBody, result: SampleDetails }, (call) =>
    createSamples(db, call.user, call.language, { ...call.body, consignId: lower(call.body.consignId) }),
  ),
  post('/CreateChildBuSampleParamInfo', { body: SampleChildrenBody, result: SampleDetail }, (call) =>
    setChildren(db, call.user, call.language, { ...call.body, buSampleInfoId: lower(call.body.buSampleInfoId) }),
  ),
  post('/SaveBuSampleInfo', { body: SaveSampleBody, result: SampleDetail }, ({ user, language, body }) =>
    saveSample(db, user, language, { ...body, id: lower(body.id), refSampleIds: body.refSampleIds?.map(lower) }),
  ),
  post('/CopyBuSampleInfo', { body: SampleIdBody, result: SampleDetail }, ({ user, language, body }) =>
    copySample(db, user, language, lower(body.id)),
  ),
  del('/DeleteBuSampleInfo', { query: IdQuery, result: NoResult }, ({ user, language, query }) =>
    deleteSamples(db, user, language, [query.id]),
  ),
  del('/DeleteBuSampleInfoByIds', { query: SampleIdsQuery, result: NoResult }, ({ user, language, query }) =>
    deleteSamples(db, user, language, query.ids),
  ),
]);

export default buSampleInfoRoutes;

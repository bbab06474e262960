import { BuSampleInfo } from '../../../contracts/api/sample-info';
import { serve } from '../../lib/routes';
import {
  paramsOfSample,
  propertiesOfCatalogueSample,
  propertiesOfSample,
  referenceCandidatesFor,
  sampleById,
  samplesOfConsignment,
} from './reads';
import { copySample, createSample, createSamples, deleteSamples, saveSample, setChildren } from './writes';

const lower = (id: string) => id.toLowerCase();

/** The handlers of BuSampleInfo (contracts/api/sample-info.ts). */
const buSampleInfoRoutes = serve(BuSampleInfo, (db) => ({
  GetAddConsignInfoBuSampleByConsignInfoId: (call) =>
    samplesOfConsignment(db, call.user, lower(call.query.consignInfoId)),
  GetBuSampleInfo: ({ user, query }) => sampleById(db, user, lower(query.id)),
  GetTuTestParamsByBuSampleParamInfoId: ({ user, query }) => paramsOfSample(db, user, lower(query.id)),
  GetBuSampleParamsByBuSampleInfoId: (call) => paramsOfSample(db, call.user, lower(call.query.buSampleInfoId)),
  GetBuSamplePropertyInfoInputDtosByBuSampleInfoId: ({ user, query }) =>
    propertiesOfSample(db, user, lower(query.buSampleInfoId)),
  GetBuSamplePropertyInfoByTuSampleInfoId: ({ user, query }) =>
    propertiesOfCatalogueSample(db, user, lower(query.tuSampleInfoId)),
  GetSelectRefSampleByTestUnitIdAndProjectId: ({ user, query }) =>
    referenceCandidatesFor(db, user, {
      testUnitId: lower(query.testUnitId),
      projectId: lower(query.projectId),
      consignId: query.consignId ? lower(query.consignId) : undefined,
    }),
  CreateBuSampleParamInfo: ({ user, language, body }) =>
    createSample(db, user, language, { ...body, consignId: lower(body.consignId) }),
  CreateBuSampleParamInfoMigModel: (call) =>
    createSamples(db, call.user, call.language, { ...call.body, consignId: lower(call.body.consignId) }),
  CreateChildBuSampleParamInfo: (call) =>
    setChildren(db, call.user, call.language, { ...call.body, buSampleInfoId: lower(call.body.buSampleInfoId) }),
  SaveBuSampleInfo: ({ user, language, body }) =>
    saveSample(db, user, language, { ...body, id: lower(body.id), refSampleIds: body.refSampleIds?.map(lower) }),
  CopyBuSampleInfo: ({ user, language, body }) => copySample(db, user, language, lower(body.id)),
  DeleteBuSampleInfo: ({ user, language, query }) => deleteSamples(db, user, language, [query.id]),
  DeleteBuSampleInfoByIds: ({ user, language, query }) => deleteSamples(db, user, language, query.ids),
}));

export default buSampleInfoRoutes;

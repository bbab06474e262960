import { IdQuery, NoResult } from '../common';
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
} from '../sample-info';
import { service } from './manifest';

/** /api/services/app/BuSampleInfo: the samples of a consignment; the product's wire names kept as they are. */
export const BuSampleInfo = service({
  path: 'services/app/BuSampleInfo',
  tag: 'BuSampleInfo',
  access: 'signed-in',
  operations: {
    GetAddConsignInfoBuSampleByConsignInfoId: {
      method: 'GET',
      summary: 'Lists the samples of a consignment.',
      query: ConsignSamplesQuery,
      result: SampleDetails,
    },
    GetBuSampleInfo: { method: 'GET', summary: 'Reads one sample.', query: IdQuery, result: SampleDetail },
    GetTuTestParamsByBuSampleParamInfoId: {
      method: 'GET',
      summary: 'Lists the test parameters of a sample.',
      query: IdQuery,
      result: SampleParamDetails,
    },
    GetBuSampleParamsByBuSampleInfoId: {
      method: 'GET',
      summary: 'Lists the test parameters of a sample (by its buSampleInfoId).',
      query: BuSampleInfoIdQuery,
      result: SampleParamDetails,
    },
    GetBuSamplePropertyInfoInputDtosByBuSampleInfoId: {
      method: 'GET',
      summary: 'Lists the property values given for a sample.',
      query: BuSampleInfoIdQuery,
      result: SamplePropertyInfos,
    },
    GetBuSamplePropertyInfoByTuSampleInfoId: {
      method: 'GET',
      summary: 'Lists the properties a new sample of a lab’s catalogue sample asks for.',
      query: CatalogueSamplePropertiesQuery,
      result: SamplePropertyInfos,
    },
    GetSelectRefSampleByTestUnitIdAndProjectId: {
      method: 'GET',
      summary: 'Lists the earlier samples of the caller’s unit (same lab and project) a sample may refer to.',
      query: RefSampleQuery,
      result: RefSampleCandidates,
    },
    CreateBuSampleParamInfo: {
      method: 'POST',
      summary: 'Adds a sample of a catalogue sample, with test parameters, to a draft consignment.',
      body: CreateSampleBody,
      result: SampleDetail,
    },
    CreateBuSampleParamInfoMigModel: {
      method: 'POST',
      summary: 'Adds several samples to a draft consignment, all or none.',
      body: CreateSamplesBody,
      result: SampleDetails,
    },
    CreateChildBuSampleParamInfo: {
      method: 'POST',
      summary: 'Replaces the curing-age groups of a sample.',
      body: SampleChildrenBody,
      result: SampleDetail,
    },
    SaveBuSampleInfo: {
      method: 'POST',
      summary: 'Saves a sample: its fields, parameters, age groups, property values and references.',
      body: SaveSampleBody,
      result: SampleDetail,
    },
    CopyBuSampleInfo: {
      method: 'POST',
      summary: 'Copies a sample within its consignment.',
      body: SampleIdBody,
      result: SampleDetail,
    },
    DeleteBuSampleInfo: { method: 'DELETE', summary: 'Deletes a sample.', query: IdQuery, result: NoResult },
    DeleteBuSampleInfoByIds: {
      method: 'DELETE',
      summary: 'Deletes several samples.',
      query: SampleIdsQuery,
      result: NoResult,
    },
  },
});

import {
  CatalogueParams,
  CopySysSampleBody,
  CreateParamBody,
  CreateSampleBody,
  ImportResult,
  MAX_IMPORT_BYTES,
  MoveSampleBody,
  ParamListQuery,
  ParamRow,
  ParamsOfSampleQuery,
  RefParamBody,
  SampleSearchQuery,
  SampleSearchRow,
  SampleTree,
  SampleTreeQuery,
  TestSample,
  UpdateParamBody,
  UpdateSampleBody,
} from '../catalogue';
import { IdQuery, NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import { service } from './manifest';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /api/services/app/TuTestSample: a lab's sample catalogue. Anyone signed in reads an active lab's tree;
 * only the lab's own staff change it (the lab is the caller's unit, so another lab's id is 404).
 */
export const TuTestSample = service({
  path: 'services/app/TuTestSample',
  tag: 'TuTestSample',
  access: { permission: [Permission.CatalogueManage] },
  operations: {
    GetSampleTree: {
      method: 'GET',
      summary: 'Reads the sample tree of an active lab’s catalogue.',
      access: 'signed-in',
      query: SampleTreeQuery,
      result: SampleTree,
    },
    SearchTestSample: {
      method: 'GET',
      summary: 'Finds catalogue samples of a lab by name.',
      access: 'signed-in',
      query: SampleSearchQuery,
      result: PagedResult(SampleSearchRow),
    },
    GetTestSample: {
      method: 'GET',
      summary: 'Reads one catalogue sample with its properties and standards.',
      access: 'signed-in',
      query: IdQuery,
      result: TestSample,
    },
    CreateTestSample: {
      method: 'POST',
      summary: 'Adds a sample (or a folder) to the caller’s lab’s catalogue.',
      body: CreateSampleBody,
      result: TestSample,
    },
    UpdateTestSample: {
      method: 'PUT',
      summary: 'Changes a sample of the caller’s lab’s catalogue.',
      body: UpdateSampleBody,
      result: TestSample,
    },
    MoveTestSample: {
      method: 'POST',
      summary: 'Moves a sample under another folder of the catalogue.',
      body: MoveSampleBody,
      result: TestSample,
    },
    DeleteTestSample: {
      method: 'DELETE',
      summary: 'Removes a sample from the caller’s lab’s catalogue.',
      query: IdQuery,
      result: NoResult,
    },
    CopyFromSysTestSample: {
      method: 'POST',
      summary: 'Copies a sample of the system library into the caller’s lab’s catalogue.',
      body: CopySysSampleBody,
      result: TestSample,
    },
    ResetByTemplate: {
      method: 'POST',
      summary: 'Replaces the caller’s lab’s catalogue with the system library.',
      result: NoResult,
    },
    ClearTestSample: { method: 'POST', summary: 'Empties the caller’s lab’s catalogue.', result: NoResult },
    DownloadImportTemplate: {
      method: 'GET',
      summary: 'Downloads the catalogue import workbook template in the caller’s language.',
      file: 'the workbook template',
      produces: [XLSX],
    },
    ImportTestSample: {
      method: 'POST',
      summary: 'Imports samples and parameters into the caller’s lab’s catalogue from a workbook.',
      description: `multipart/form-data with one file field (an .xlsx of at most ${MAX_IMPORT_BYTES} bytes)`,
      upload: MAX_IMPORT_BYTES,
      result: ImportResult,
    },
  },
});

/** /api/services/app/TuTestParam: the priced parameters of a lab's catalogue samples; the lab's own staff change them. */
export const TuTestParam = service({
  path: 'services/app/TuTestParam',
  tag: 'TuTestParam',
  access: { permission: [Permission.CatalogueManage] },
  operations: {
    GetParamBySampleId: {
      method: 'GET',
      summary: 'Lists the priced test parameters of a catalogue sample.',
      access: 'signed-in',
      query: ParamsOfSampleQuery,
      result: CatalogueParams,
    },
    GetParamTree: {
      method: 'GET',
      summary: 'Lists the test parameters of a lab, of one sample or all, by search.',
      access: 'signed-in',
      query: ParamListQuery,
      result: PagedResult(ParamRow),
    },
    CreateParam: {
      method: 'POST',
      summary: 'Adds a test parameter to a sample of the caller’s lab.',
      body: CreateParamBody,
      result: ParamRow,
    },
    UpdateParam: {
      method: 'PUT',
      summary: 'Changes a test parameter of the caller’s lab.',
      body: UpdateParamBody,
      result: ParamRow,
    },
    DeleteParam: {
      method: 'DELETE',
      summary: 'Removes a test parameter of the caller’s lab.',
      query: IdQuery,
      result: NoResult,
    },
    RefTestParam: {
      method: 'POST',
      summary: 'Adds parameters of the system library to a sample of the caller’s lab.',
      body: RefParamBody,
      result: PagedResult(ParamRow),
    },
  },
});

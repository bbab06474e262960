// The read side of booking (docs/api.md "Raw-material consignments"): labs with their qualifications and addresses,
// a lab's sample catalogue and parameters, and the consignor's projects.
// The HTTP paths live once, in consignment.ts (which already carries these look-ups); this module gives the booking
// screens a narrow, typed view of them plus the helpers that read catalogue values.
import { useMemo } from 'react';
import type { ApiClient } from './client';
import {
  type CallOptions,
  type ConsignmentApi,
  createConsignmentApi,
  type IdName,
  type PagedResult,
  type ProjectQuery,
  type ProjectRow,
  type SampleTreeNode,
  type TestParamOption,
  type TestUnitDetail,
  type TestUnitQuery,
  type TestUnitRow,
  useConsignmentApi,
  useShellClient,
} from './consignment';

export type {
  IdName,
  PagedResult,
  ProjectQuery,
  ProjectRow,
  SampleTreeNode,
  TestParamOption,
  TestUnitDetail,
  TestUnitQuery,
  TestUnitRow,
};

/** A lab's address as GetUnitDetail answers it (unitAddressList). */
export interface UnitAddress {
  id: string;
  person?: string | null;
  personSex?: number | null;
  personPhone?: string | null;
  addressPoint?: string | null;
  addressText?: string | null;
  addressDetail?: string | null;
  tagTitle?: string | null;
  isMain?: boolean | null;
}

export interface CatalogueApi {
  /** BaTestUnit/GetAllUnit: active labs by name and qualification, 1-based pages. */
  getAllUnit(query: TestUnitQuery, options?: CallOptions): Promise<PagedResult<TestUnitRow>>;
  /** BaTestUnit/GetUnitDetail: qualifications and addresses of one lab. */
  getUnitDetail(id: string, options?: CallOptions): Promise<TestUnitDetail>;
  /** BuConsignInfo/GetTuQualificationsByTestUnitId */
  getQualifications(testUnitId: string, options?: CallOptions): Promise<IdName[]>;
  /** TuTestSample/GetSampleTree: the lab's sample catalogue. */
  getSampleTree(testUnitId: string, options?: CallOptions): Promise<SampleTreeNode[]>;
  /** TuTestParam/GetParamBySampleId: the parameters of one catalogue sample, with prices. */
  getParamBySampleId(sampleId: string, options?: CallOptions): Promise<TestParamOption[]>;
  /** BaProject/GetProjectList: the caller's unit's projects. */
  getProjectList(query: ProjectQuery, options?: CallOptions): Promise<PagedResult<ProjectRow>>;
}

const trimmed = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

export function catalogueOf(api: ConsignmentApi): CatalogueApi {
  return {
    getAllUnit: (query, options) =>
      api.getAllUnit(
        { ...query, nameKey: trimmed(query.nameKey), qualificationName: trimmed(query.qualificationName) },
        options,
      ),
    getUnitDetail: (id, options) => api.getUnitDetail(id, options),
    getQualifications: (testUnitId, options) => api.getTuQualificationsByTestUnitId(testUnitId, options),
    getSampleTree: (testUnitId, options) => api.getSampleTree(testUnitId, options),
    getParamBySampleId: (sampleId, options) => api.getParamBySampleId(sampleId, options),
    getProjectList: (query, options) => api.getProjectList({ ...query, search: trimmed(query.search) }, options),
  };
}

export function createCatalogueApi(client: ApiClient): CatalogueApi {
  return catalogueOf(createConsignmentApi(client));
}

/** The catalogue calls for a screen, over the same client as the consignment calls. */
export function useCatalogueApi(): CatalogueApi {
  const api = useConsignmentApi();
  return useMemo(() => catalogueOf(api), [api]);
}

/** A catalogue price ("12.50" or 12.5) in yuan; anything unreadable counts as 0. */
export function priceOf(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
}

/** The address of a lab address entry, as one line. */
export function addressLine(address: UnitAddress): string {
  return [address.addressText, address.addressDetail].filter((part) => part?.trim()).join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Editing a lab's catalogue and the system libraries (docs/api.md "Lab catalogue and system libraries").

/** StandardUseType: 1 test method, 2 judgement basis. */
export type StandardUse = 1 | 2;

export interface SampleRequirements {
  countRequire?: string | null;
  sampleStatusRequire?: string | null;
  defaultSampleDescription?: string | null;
  otherRequire?: string | null;
}

export interface TestSampleInput extends SampleRequirements {
  sampleName: string;
  sampleCode?: string | null;
  description?: string | null;
  standards?: { sysBaseStandardId: string; utype: StandardUse }[];
}

export interface TestSample extends Required<SampleRequirements> {
  id: string;
  parentId: string | null;
  levelCode: string;
  sampleName: string;
  sampleCode: string | null;
  sysTestSampleId: string | null;
  description: string | null;
  orderIndex: number;
  standards: { sysBaseStandardId: string; name: string; printsCode: string; utype: StandardUse }[];
}

export interface SampleSearchRow {
  id: string;
  sampleName: string;
  sampleCode: string | null;
  levelCode: string;
  path: string;
}

export interface TestParamInput {
  name: string;
  testParamCode: string;
  /** Decimal string, at most two places. */
  price: string;
  description?: string | null;
  baseStandardId?: string | null;
}

export interface TestParamRow {
  id: string;
  testSampleId: string;
  sampleName: string;
  name: string;
  testParamCode: string;
  /** Decimal string, two places. */
  price: string;
  description: string | null;
  baseStandardId: string | null;
  standardText: string | null;
  orderIndex: number;
}

export interface ParamListQuery {
  testUnitId: string;
  sampleId?: string;
  search?: string;
  /** 'name' | 'testParamCode' | 'price', optionally with ' desc'; none is catalogue order. */
  sorting?: string;
  skipCount: number;
  maxResultCount: number;
}

export interface ImportResult {
  rows: number;
  samplesCreated: number;
  paramsCreated: number;
  paramsUpdated: number;
}

export interface SysSample extends Required<SampleRequirements> {
  id: string;
  parentId: string | null;
  levelCode: string;
  sampleName: string;
  sampleCode: string | null;
  description: string | null;
  orderIndex: number;
}

export interface BaseStandard {
  id: string;
  baseStandardName: string;
  printsManCode: string;
  canDelete: boolean;
}

const SAMPLE = 'services/app/TuTestSample/';
const PARAM = 'services/app/TuTestParam/';
const SYS_SAMPLE = 'services/app/SysTestSample/';
const STANDARD = 'services/app/SysBaseStandard/';

export function createCatalogueEditApi(client: ApiClient) {
  return {
    getSampleTree: (testUnitId: string, options?: CallOptions) =>
      client.get<SampleTreeNode[]>(`${SAMPLE}GetSampleTree`, { ...options, query: { testUnitId } }),
    searchSamples: (testUnitId: string, name: string, options?: CallOptions) =>
      client.get<PagedResult<SampleSearchRow>>(`${SAMPLE}SearchTestSample`, {
        ...options,
        query: { testUnitId, name, maxResultCount: 50 },
      }),
    getSample: (id: string, options?: CallOptions) =>
      client.get<TestSample>(`${SAMPLE}GetTestSample`, { ...options, query: { id } }),
    createSample: (input: TestSampleInput & { parentId?: string | null }) =>
      client.post<TestSample>(`${SAMPLE}CreateTestSample`, { body: input }),
    updateSample: (input: TestSampleInput & { id: string }) =>
      client.put<TestSample>(`${SAMPLE}UpdateTestSample`, { body: input }),
    moveSample: (id: string, parentId: string | null) =>
      client.post<TestSample>(`${SAMPLE}MoveTestSample`, { body: { id, parentId } }),
    deleteSample: (id: string) => client.delete<null>(`${SAMPLE}DeleteTestSample`, { query: { id } }),
    copyFromLibrary: (sysTestSampleId: string, parentId: string | null) =>
      client.post<TestSample>(`${SAMPLE}CopyFromSysTestSample`, { body: { sysTestSampleId, parentId } }),
    resetByTemplate: () => client.post<null>(`${SAMPLE}ResetByTemplate`),
    clearCatalogue: () => client.post<null>(`${SAMPLE}ClearTestSample`),
    downloadTemplate: () => client.get<Blob>(`${SAMPLE}DownloadImportTemplate`, { as: 'blob' }),
    /** The form's problems come back as ApiError.validationErrors, one per bad row; the screen lists them. */
    importWorkbook: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.post<ImportResult>(`${SAMPLE}ImportTestSample`, { body: form, quiet: true });
    },
    listParams: (query: ParamListQuery, options?: CallOptions) =>
      client.get<PagedResult<TestParamRow>>(`${PARAM}GetParamTree`, { ...options, query: { ...query } }),
    createParam: (input: TestParamInput & { testSampleId: string }) =>
      client.post<TestParamRow>(`${PARAM}CreateParam`, { body: input }),
    updateParam: (input: TestParamInput & { id: string }) =>
      client.put<TestParamRow>(`${PARAM}UpdateParam`, { body: input }),
    deleteParam: (id: string) => client.delete<null>(`${PARAM}DeleteParam`, { query: { id } }),
    // System libraries
    getLibraryTree: (options?: CallOptions) =>
      client.get<SampleTreeNode[]>(`${SYS_SAMPLE}GetSysTestSampleTree`, { ...options }),
    getLibrarySample: (id: string, options?: CallOptions) =>
      client.get<SysSample>(`${SYS_SAMPLE}Get`, { ...options, query: { id } }),
    createLibrarySample: (input: Omit<TestSampleInput, 'standards'> & { parentId?: string | null }) =>
      client.post<SysSample>(`${SYS_SAMPLE}Create`, { body: input }),
    updateLibrarySample: (input: Omit<TestSampleInput, 'standards'> & { id: string }) =>
      client.put<SysSample>(`${SYS_SAMPLE}Update`, { body: input }),
    deleteLibrarySample: (id: string) => client.delete<null>(`${SYS_SAMPLE}Delete`, { query: { id } }),
    listStandards: (
      query: { search?: string; sorting?: string; skipCount: number; maxResultCount: number },
      options?: CallOptions,
    ) => client.get<PagedResult<BaseStandard>>(`${STANDARD}GetAllStandard`, { ...options, query: { ...query } }),
    insertStandard: (input: { baseStandardName: string; printsManCode: string }) =>
      client.post<BaseStandard>(`${STANDARD}Insert`, { body: input }),
    updateStandard: (input: { id: string; baseStandardName: string; printsManCode: string }) =>
      client.put<BaseStandard>(`${STANDARD}Update`, { body: input }),
    deleteStandard: (id: string) => client.delete<null>(`${STANDARD}Delete`, { query: { id } }),
  };
}

export type CatalogueEditApi = ReturnType<typeof createCatalogueEditApi>;

/** The catalogue editing calls for a screen, over the shell's client. */
export function useCatalogueEditApi(): CatalogueEditApi {
  const client = useShellClient();
  return useMemo(() => createCatalogueEditApi(client), [client]);
}

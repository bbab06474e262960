// The read side of booking (docs/api.md "Raw-material consignments"): labs with their qualifications and addresses,
// a lab's sample catalogue and parameters, and the consignor's projects.
// The HTTP paths live once, in consignment.ts (which already carries these look-ups); this module gives the booking
// screens a narrow, typed view of them plus the helpers that read catalogue values.
import { useMemo } from 'react';
import type {
  CreateParamBody,
  CreateSampleBody,
  ParamListQuery,
  UpdateParamBody,
  UpdateSampleBody,
} from '../../contracts/catalogue';
import type {
  CreateSysSampleBody,
  InsertStandardBody,
  StandardListQuery,
  UpdateStandardBody,
  UpdateSysSampleBody,
} from '../../contracts/sys-library';
import type { UnitAddress } from '../../contracts/unit-address';
import { type ApiClient, type CallOptions, type PagedResult, sortedAsText, type WithTextSorting } from './client';
import {
  type ConsignmentApi,
  createConsignmentApi,
  type IdName,
  type ProjectQuery,
  type ProjectRow,
  type SampleTreeNode,
  type TestParamOption,
  type TestUnitDetail,
  type TestUnitQuery,
  type TestUnitRow,
  useConsignmentApi,
} from './consignment';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

/** A lab's address as GetUnitDetail answers it (unitAddressList). */
export type { UnitAddress } from '../../contracts/unit-address';
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

// Catalogue and library shapes come from the shared contracts (contracts/catalogue.ts, contracts/sys-library.ts).
export type {
  ImportResult,
  ParamRow as TestParamRow,
  SampleSearchRow,
  StandardUse,
  TestSample,
} from '../../contracts/catalogue';
export type { BaseStandard, SysSample } from '../../contracts/sys-library';

/** What the sample form sends: a catalogue sample's fields (CreateTestSample adds the parent, Update the id). */
export type TestSampleInput = Omit<CreateSampleBody, 'parentId'>;

/** What the parameter form sends: its fields, the price as the decimal text typed (at most two places). */
export type TestParamInput = Omit<UpdateParamBody, 'id' | 'price'> & {
  price: Extract<UpdateParamBody['price'], string>;
};

export function createCatalogueEditApi(client: ApiClient) {
  const sample = endpoints(client, 'TuTestSample');
  const param = endpoints(client, 'TuTestParam');
  const library = endpoints(client, 'SysTestSample');
  const standard = endpoints(client, 'SysBaseStandard');
  return {
    getSampleTree: (testUnitId: string, options?: CallOptions) =>
      sample.GetSampleTree({ ...options, query: { testUnitId } }),
    searchSamples: (testUnitId: string, name: string, options?: CallOptions) =>
      sample.SearchTestSample({ ...options, query: { testUnitId, name, maxResultCount: 50 } }),
    getSample: (id: string, options?: CallOptions) => sample.GetTestSample({ ...options, query: { id } }),
    createSample: (body: CreateSampleBody) => sample.CreateTestSample({ body }),
    updateSample: (body: UpdateSampleBody) => sample.UpdateTestSample({ body }),
    moveSample: (id: string, parentId: string | null) => sample.MoveTestSample({ body: { id, parentId } }),
    deleteSample: (id: string) => sample.DeleteTestSample({ query: { id } }),
    copyFromLibrary: (sysTestSampleId: string, parentId: string | null) =>
      sample.CopyFromSysTestSample({ body: { sysTestSampleId, parentId } }),
    resetByTemplate: () => sample.ResetByTemplate(),
    clearCatalogue: () => sample.ClearTestSample(),
    downloadTemplate: () => sample.DownloadImportTemplate(),
    /** The form's problems come back as ApiError.validationErrors, one per bad row; the screen lists them. */
    importWorkbook: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return sample.ImportTestSample({ body, quiet: true });
    },
    listParams: (query: WithTextSorting<ParamListQuery>, options?: CallOptions) =>
      param.GetParamTree({ ...options, query: sortedAsText(query) }),
    createParam: (body: TestParamInput & Pick<CreateParamBody, 'testSampleId'>) => param.CreateParam({ body }),
    updateParam: (body: TestParamInput & Pick<UpdateParamBody, 'id'>) => param.UpdateParam({ body }),
    deleteParam: (id: string) => param.DeleteParam({ query: { id } }),
    // System libraries
    getLibraryTree: (options?: CallOptions) => library.GetSysTestSampleTree({ ...options }),
    getLibrarySample: (id: string, options?: CallOptions) => library.Get({ ...options, query: { id } }),
    createLibrarySample: (body: CreateSysSampleBody) => library.Create({ body }),
    updateLibrarySample: (body: UpdateSysSampleBody) => library.Update({ body }),
    deleteLibrarySample: (id: string) => library.Delete({ query: { id } }),
    listStandards: (query: WithTextSorting<StandardListQuery>, options?: CallOptions) =>
      standard.GetAllStandard({ ...options, query: sortedAsText(query) }),
    insertStandard: (body: InsertStandardBody) => standard.Insert({ body }),
    updateStandard: (body: UpdateStandardBody) => standard.Update({ body }),
    deleteStandard: (id: string) => standard.Delete({ query: { id } }),
  };
}

export type CatalogueEditApi = ReturnType<typeof createCatalogueEditApi>;

/** The catalogue editing calls for a screen, over the shell's client. */
export function useCatalogueEditApi(): CatalogueEditApi {
  const client = useShellClient();
  return useMemo(() => createCatalogueEditApi(client), [client]);
}

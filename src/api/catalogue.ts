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

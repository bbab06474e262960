// Raw-material consignments, bookings and their look-ups (docs/api.md "Raw-material consignments"): one typed
// function per call. Every shape is the shared contract's (contracts/); screens get the calls through
// useConsignmentApi().
import { createContext, useContext, useMemo } from 'react';
import type { CatalogueParams, SampleTreeNode } from '../../contracts/catalogue';
import type { PerIdResult } from '../../contracts/common';
import type {
  ConsignList,
  ConsignLogRow,
  Consignment,
  ListQuery,
  MobileListQuery,
  PreConsignList,
  PreListQuery,
  QualificationOptions,
  SaveBody,
  SyncBody,
} from '../../contracts/consign-info';
import type { ProjectListQuery, ProjectRow } from '../../contracts/project';
import type {
  CreateSampleBody,
  RefSampleCandidates,
  SampleDetail,
  SamplePropertyInfo,
} from '../../contracts/sample-info';
import type {
  BookingType,
  PreSiteOtherInfo,
  SiteConsignment,
  SiteList,
  SiteListQuery,
  UpdateBody,
  VisitList,
  VisitQuery,
} from '../../contracts/site-consign';
import type { UnitCard, UnitCardQuery, UnitDetail } from '../../contracts/test-unit';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { useShellClient } from './shellClient';

export type { CatalogueParams, SampleTreeNode } from '../../contracts/catalogue';
export type { ConsignListRow, ConsignLogRow, Consignment, PreConsignRow } from '../../contracts/consign-info';
export type { ProjectRow } from '../../contracts/project';
export type {
  SampleDetail,
  SampleInput,
  SampleParamDetail,
  SamplePropertyInfo,
  SampleRefInfo,
} from '../../contracts/sample-info';
export type {
  BookingType,
  PreSiteOtherInfo,
  SiteConsignment,
  SiteListRow,
  VisitRow as SiteVisitRow,
} from '../../contracts/site-consign';
export type { UnitAddress } from '../../contracts/unit-address';

/** The fields of a consignment a consignor fills in (SaveConsignInfo without the id and samples). */
export type ConsignInput = Omit<SaveBody, 'id' | 'samples'>;
/** Per-id result of every consignment action. For COPY, `succeeded` holds the NEW ids. */
export type BatchResult = PerIdResult;
export type ConsignListQuery = ListQuery;
export type PreConsignQuery = PreListQuery;
export type PreConsignSortProp = NonNullable<PreListQuery['sortProp']>;
/** The fields a lab may correct with SYNC. */
export type SyncChanges = SyncBody['changes'];
export type IdName = QualificationOptions[number];
export type RefSampleCandidate = RefSampleCandidates[number];
export type TestUnitQuery = UnitCardQuery;
export type TestUnitRow = UnitCard;
export type TestUnitDetail = UnitDetail;
export type TestParamOption = CatalogueParams[number];
export type ProjectQuery = ProjectListQuery;
/** A stored booking (GetCreatePreSiteConsign with an id): every consignment field is set. */
export type StoredBooking = SiteConsignment & Consignment;
export type SiteConsignInput = UpdateBody;

const BASE = 'services/app/';

export function createConsignmentApi(client: ApiClient) {
  const c = `${BASE}BuConsignInfo/`;
  const s = `${BASE}BuSampleInfo/`;
  return {
    getRawMateriaConsignInfoList: (q: ConsignListQuery, o?: CallOptions) =>
      client.get<ConsignList>(`${c}GetRawMateriaConsignInfoList`, { ...o, query: { ...q } }),
    getRawMateriaConsignInfoListMobile: (q: MobileListQuery, o?: CallOptions) =>
      client.get<ConsignList>(`${c}GetRawMateriaConsignInfoList_Mobile`, { ...o, query: { ...q } }),
    createRawMateriaConsingInfo: (input: ConsignInput, o?: CallOptions) =>
      client.post<Consignment>(`${c}CreateRawMateriaConsingInfo`, { ...o, body: input }),
    getConsingInfo: (id: string, o?: CallOptions) =>
      client.get<Consignment>(`${c}GetConsingInfo`, { ...o, query: { id } }),
    saveConsignInfo: (input: SaveBody, o?: CallOptions) =>
      client.post<Consignment>(`${c}SaveConsignInfo`, { ...o, body: input }),
    copyConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}CopyConsignInfo`, { ...o, body: { consignInfoIds: ids, description } }),
    commitConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}CommitConsignInfo`, { ...o, query: { consignInfoIds: ids, description } }),
    deleteConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      client.delete<BatchResult>(`${c}DeleteConsignInfo`, { ...o, query: { ids, description } }),
    passAuditConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}PassAuditConsignInfo`, { ...o, body: { consignInfoIds: ids, description } }),
    noPassAuditConsignInfo: (ids: string[], reason: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}NoPassAuditConsignInfo`, {
        ...o,
        body: { consignInfoIds: ids, description: reason },
      }),
    cancelConsignInfo: (ids: string[], reason: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}CancelConsignInfo`, { ...o, body: { consignInfoIds: ids, description: reason } }),
    confirmSample: (ids: string[], description?: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}ConfirmSample`, { ...o, body: { ids, description } }),
    syncUpdateConsignInfo: (ids: string[], changes: SyncChanges, description?: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}SyncUpdateConsignInfo`, { ...o, body: { ids, description, changes } }),
    setMailOrderNumber: (ids: string[], mailOrderNumber: string, o?: CallOptions) =>
      client.post<BatchResult>(`${c}SetMailOrderNumber`, { ...o, body: { consignInfoIds: ids, mailOrderNumber } }),
    getConsignLog: (consignId: string, o?: CallOptions) =>
      client.get<ConsignLogRow[]>(`${c}GetConsignLog`, { ...o, query: { consignId } }),
    getPreConsignInfoLinkSample: (q: PreConsignQuery, o?: CallOptions) =>
      client.get<PreConsignList>(`${c}GetPreConsignInfoLinkSample`, { ...o, query: { ...q } }),
    getTuQualificationsByTestUnitId: (testUnitId: string, o?: CallOptions) =>
      client.get<QualificationOptions>(`${c}GetTuQualificationsByTestUnitId`, { ...o, query: { testUnitId } }),
    getSitePreConsignInfoList: (q: SiteListQuery, o?: CallOptions) =>
      client.get<SiteList>(`${c}GetSitePreConsignInfoList`, { ...o, query: { ...q } }),
    getCreatePreSiteConsign: (consignType: BookingType, o?: CallOptions) =>
      client.get<SiteConsignment>(`${c}GetCreatePreSiteConsign`, { ...o, query: { consignType } }),
    getSiteConsign: (id: string, o?: CallOptions) =>
      client.get<StoredBooking>(`${c}GetCreatePreSiteConsign`, { ...o, query: { id } }),
    updatePreSiteConsign: (input: SiteConsignInput, o?: CallOptions) =>
      client.put<StoredBooking>(`${c}UpdatePreSiteConsign`, { ...o, body: input }),
    getPreSiteOtherInfoByTestUnitId: (testUnitId: string, o?: CallOptions) =>
      client.get<PreSiteOtherInfo>(`${c}GetPreSiteOtherInfoByTestUnitId`, { ...o, query: { testUnitId } }),
    getSiteVisitSchedule: (q: VisitQuery, o?: CallOptions) =>
      client.get<VisitList>(`${c}GetSiteVisitSchedule`, { ...o, query: { ...q } }),
    getAllUnit: (q: TestUnitQuery, o?: CallOptions) =>
      client.get<PagedResult<TestUnitRow>>(`${BASE}BaTestUnit/GetAllUnit`, { ...o, query: { ...q } }),
    getUnitDetail: (id: string, o?: CallOptions) =>
      client.get<TestUnitDetail>(`${BASE}BaTestUnit/GetUnitDetail`, { ...o, query: { id } }),
    getSampleTree: (testUnitId: string, o?: CallOptions) =>
      client.get<SampleTreeNode[]>(`${BASE}TuTestSample/GetSampleTree`, { ...o, query: { testUnitId } }),
    getParamBySampleId: (sampleId: string, o?: CallOptions) =>
      client.get<CatalogueParams>(`${BASE}TuTestParam/GetParamBySampleId`, { ...o, query: { sampleId } }),
    getProjectList: (q: ProjectQuery, o?: CallOptions) =>
      client.get<PagedResult<ProjectRow>>(`${BASE}BaProject/GetProjectList`, { ...o, query: { ...q } }),
    getAddConsignInfoBuSampleByConsignInfoId: (consignInfoId: string, o?: CallOptions) =>
      client.get<SampleDetail[]>(`${s}GetAddConsignInfoBuSampleByConsignInfoId`, { ...o, query: { consignInfoId } }),
    createBuSampleParamInfo: (input: CreateSampleBody, o?: CallOptions) =>
      client.post<SampleDetail>(`${s}CreateBuSampleParamInfo`, { ...o, body: input }),
    copyBuSampleInfo: (id: string, o?: CallOptions) =>
      client.post<SampleDetail>(`${s}CopyBuSampleInfo`, { ...o, body: { id } }),
    deleteBuSampleInfo: (id: string, o?: CallOptions) =>
      client.delete<null>(`${s}DeleteBuSampleInfo`, { ...o, query: { id } }),
    deleteBuSampleInfoByIds: (ids: string[], o?: CallOptions) =>
      client.delete<null>(`${s}DeleteBuSampleInfoByIds`, { ...o, query: { ids } }),
    getCatalogueSampleProperties: (tuSampleInfoId: string, o?: CallOptions) =>
      client.get<SamplePropertyInfo[]>(`${s}GetBuSamplePropertyInfoByTuSampleInfoId`, {
        ...o,
        query: { tuSampleInfoId },
      }),
    getSelectRefSample: (q: { testUnitId: string; projectId: string; consignId?: string }, o?: CallOptions) =>
      client.get<RefSampleCandidates>(`${s}GetSelectRefSampleByTestUnitIdAndProjectId`, { ...o, query: { ...q } }),
  };
}

export type ConsignmentApi = ReturnType<typeof createConsignmentApi>;

/** Stories and tests provide a fake here; the app falls back to the calls over useShellClient(). */
export const ConsignmentApiContext = createContext<ConsignmentApi | null>(null);

export function useConsignmentApi(): ConsignmentApi {
  const given = useContext(ConsignmentApiContext);
  const client = useShellClient();
  const fallback = useMemo(() => (given ? null : createConsignmentApi(client)), [given, client]);
  return given ?? (fallback as ConsignmentApi);
}

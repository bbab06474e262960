// Raw-material consignments, bookings and their look-ups (docs/api.md "Raw-material consignments"): one typed
// function per call. Every shape is the shared contract's (contracts/); screens get the calls through
// useConsignmentApi().
import { createContext, useContext, useMemo } from 'react';
import type { CatalogueParams } from '../../contracts/catalogue';
import type { PerIdResult } from '../../contracts/common';
import type {
  Consignment,
  CreateBody,
  ListQuery,
  MobileListQuery,
  PreListQuery,
  QualificationOptions,
  SaveBody,
  SyncBody,
} from '../../contracts/consign-info';
import type { ProjectListQuery } from '../../contracts/project';
import type { CreateSampleBody, RefSampleCandidates } from '../../contracts/sample-info';
import type { BookingType, SiteConsignment, SiteListQuery, UpdateBody, VisitQuery } from '../../contracts/site-consign';
import type { UnitCard, UnitCardQuery, UnitDetail } from '../../contracts/test-unit';
import type { ApiClient, CallOptions } from './client';
import { endpoints } from './endpoints';
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

/**
 * A booking read or saved by id is a stored one: its id, code, lab and creation time are set (only the starting
 * values of a new booking, read by consignType, leave them null).
 */
function stored(booking: SiteConsignment): StoredBooking {
  const { id, consignCode, testUnitId, testUnitName, creationTime } = booking;
  if (id === null || consignCode === null || testUnitId === null || testUnitName === null || creationTime === null)
    throw new TypeError('A stored booking came without its id, code, lab or creation time');
  return { ...booking, id, consignCode, testUnitId, testUnitName, creationTime };
}

export function createConsignmentApi(client: ApiClient) {
  const c = endpoints(client, 'BuConsignInfo');
  const b = endpoints(client, 'BuConsignInfoBookings');
  const s = endpoints(client, 'BuSampleInfo');
  return {
    getRawMateriaConsignInfoList: (query: ConsignListQuery, o?: CallOptions) =>
      c.GetRawMateriaConsignInfoList({ ...o, query }),
    getRawMateriaConsignInfoListMobile: (query: MobileListQuery, o?: CallOptions) =>
      c.GetRawMateriaConsignInfoList_Mobile({ ...o, query }),
    createRawMateriaConsingInfo: (body: CreateBody, o?: CallOptions) => c.CreateRawMateriaConsingInfo({ ...o, body }),
    getConsingInfo: (id: string, o?: CallOptions) => c.GetConsingInfo({ ...o, query: { id } }),
    saveConsignInfo: (body: SaveBody, o?: CallOptions) => c.SaveConsignInfo({ ...o, body }),
    copyConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      c.CopyConsignInfo({ ...o, body: { consignInfoIds: ids, description } }),
    commitConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      c.CommitConsignInfo({ ...o, query: { consignInfoIds: ids, description } }),
    deleteConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      c.DeleteConsignInfo({ ...o, query: { ids, description } }),
    passAuditConsignInfo: (ids: string[], description?: string, o?: CallOptions) =>
      c.PassAuditConsignInfo({ ...o, body: { consignInfoIds: ids, description } }),
    noPassAuditConsignInfo: (ids: string[], reason: string, o?: CallOptions) =>
      c.NoPassAuditConsignInfo({ ...o, body: { consignInfoIds: ids, description: reason } }),
    cancelConsignInfo: (ids: string[], reason: string, o?: CallOptions) =>
      c.CancelConsignInfo({ ...o, body: { consignInfoIds: ids, description: reason } }),
    confirmSample: (ids: string[], description?: string, o?: CallOptions) =>
      c.ConfirmSample({ ...o, body: { ids, description } }),
    syncUpdateConsignInfo: (ids: string[], changes: SyncChanges, description?: string, o?: CallOptions) =>
      c.SyncUpdateConsignInfo({ ...o, body: { ids, description, changes } }),
    setMailOrderNumber: (ids: string[], mailOrderNumber: string, o?: CallOptions) =>
      c.SetMailOrderNumber({ ...o, body: { consignInfoIds: ids, mailOrderNumber } }),
    getConsignLog: (consignId: string, o?: CallOptions) => c.GetConsignLog({ ...o, query: { consignId } }),
    getPreConsignInfoLinkSample: (query: PreConsignQuery, o?: CallOptions) =>
      c.GetPreConsignInfoLinkSample({ ...o, query }),
    getTuQualificationsByTestUnitId: (testUnitId: string, o?: CallOptions) =>
      c.GetTuQualificationsByTestUnitId({ ...o, query: { testUnitId } }),
    getSitePreConsignInfoList: (query: SiteListQuery, o?: CallOptions) => b.GetSitePreConsignInfoList({ ...o, query }),
    getCreatePreSiteConsign: (consignType: BookingType, o?: CallOptions) =>
      b.GetCreatePreSiteConsign({ ...o, query: { consignType } }),
    getSiteConsign: (id: string, o?: CallOptions) => b.GetCreatePreSiteConsign({ ...o, query: { id } }).then(stored),
    updatePreSiteConsign: (body: SiteConsignInput, o?: CallOptions) =>
      b.UpdatePreSiteConsign({ ...o, body }).then(stored),
    getPreSiteOtherInfoByTestUnitId: (testUnitId: string, o?: CallOptions) =>
      b.GetPreSiteOtherInfoByTestUnitId({ ...o, query: { testUnitId } }),
    getSiteVisitSchedule: (query: VisitQuery, o?: CallOptions) => b.GetSiteVisitSchedule({ ...o, query }),
    getAllUnit: (query: TestUnitQuery, o?: CallOptions) => endpoints(client, 'BaTestUnit').GetAllUnit({ ...o, query }),
    getUnitDetail: (id: string, o?: CallOptions) =>
      endpoints(client, 'BaTestUnit').GetUnitDetail({ ...o, query: { id } }),
    getSampleTree: (testUnitId: string, o?: CallOptions) =>
      endpoints(client, 'TuTestSample').GetSampleTree({ ...o, query: { testUnitId } }),
    getParamBySampleId: (sampleId: string, o?: CallOptions) =>
      endpoints(client, 'TuTestParam').GetParamBySampleId({ ...o, query: { sampleId } }),
    getProjectList: (query: ProjectQuery, o?: CallOptions) =>
      endpoints(client, 'BaProject').GetProjectList({ ...o, query }),
    getAddConsignInfoBuSampleByConsignInfoId: (consignInfoId: string, o?: CallOptions) =>
      s.GetAddConsignInfoBuSampleByConsignInfoId({ ...o, query: { consignInfoId } }),
    createBuSampleParamInfo: (body: CreateSampleBody, o?: CallOptions) => s.CreateBuSampleParamInfo({ ...o, body }),
    copyBuSampleInfo: (id: string, o?: CallOptions) => s.CopyBuSampleInfo({ ...o, body: { id } }),
    deleteBuSampleInfo: (id: string, o?: CallOptions) => s.DeleteBuSampleInfo({ ...o, query: { id } }),
    deleteBuSampleInfoByIds: (ids: string[], o?: CallOptions) => s.DeleteBuSampleInfoByIds({ ...o, query: { ids } }),
    getCatalogueSampleProperties: (tuSampleInfoId: string, o?: CallOptions) =>
      s.GetBuSamplePropertyInfoByTuSampleInfoId({ ...o, query: { tuSampleInfoId } }),
    getSelectRefSample: (query: { testUnitId: string; projectId: string; consignId?: string }, o?: CallOptions) =>
      s.GetSelectRefSampleByTestUnitIdAndProjectId({ ...o, query }),
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

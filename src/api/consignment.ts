// Raw-material consignments (docs/api.md "Raw-material consignments (issue 3)"): wire types and one typed function
// per call. Field names are the server's wire names. Screens get the functions through useConsignmentApi().

import { createContext, useContext, useMemo, useRef } from 'react';
import type { PerIdResult } from '../../contracts/common';
import type { ConsignListRow, ConsignLogRow, PreConsignRow } from '../../contracts/consign-info';

import type { SampleDetail, SampleParamDetail, SamplePropertyInfo, SampleRefInfo } from '../../contracts/sample-info';
import type { SiteListRow, VisitRow as SiteVisitRow } from '../../contracts/site-consign';

export type {
  ConsignListRow,
  ConsignLogRow,
  PreConsignRow,
  SampleDetail,
  SampleParamDetail,
  SamplePropertyInfo,
  SampleRefInfo,
  SiteListRow,
  SiteVisitRow,
};

import type { BookingType, ConsignmentEventType } from '../../machines/consignment';
import { useSettings } from '../app/settings';
import { getCookie, resolveApiBase, TOKEN_COOKIE } from '../app/storage';
import { toaster } from '../components/ui/toaster';
import { useSessionActor } from '../session/SessionProvider';
import { type ApiClient, createApiClient, type RequestOptions } from './client';
import { errorLog } from './errorLog';

const BASE = 'services/app/';

// ---------------------------------------------------------------------------------------------------------------
// Shapes

/** A paged answer; consignment lists add the per-status counts for the same filters without the status filter. */
export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}
export interface StatusCount {
  consignStatus: number;
  count: number;
}
export interface ConsignPagedResult<T> extends PagedResult<T> {
  statusCounts: StatusCount[];
}

export interface ConsignInput {
  testUnitId?: string | null;
  testUnitAddressId?: string | null;
  projectId?: string | null;
  linkPerson?: string | null;
  linkPersonPhone?: string | null;
  /** Witness unit. */
  jzunit?: string | null;
  /** Witness sampler (person). */
  jhperson?: string | null;
  /** Witness sampler's card number. */
  jzcardNo?: string | null;
  /** Witness sampler's phone. */
  jzphone?: string | null;
  tuqualificationId?: string | null;
  memo?: string | null;
}

export interface SampleParamInput {
  tuTestParamId: string;
  count?: number | null;
}

/** A curing-age group of a sample. */
export interface SampleChildInput {
  ageWaitTime: number;
  projectPart?: string | null;
  orderIndex: number;
}

export interface SampleInput {
  id?: string | null;
  testUnitSampleId: string;
  testGroupCount?: number | null;
  specificationType?: string | null;
  produceInfo?: string | null;
  extractAddress?: string | null;
  testSampleDescription?: string | null;
  projectOrPurpose?: string | null;
  /** AfterTestOperate: 1 return to consignor, 2 lab disposes, 3 lab keeps. */
  afterTestOperate?: number | null;
  memo?: string | null;
  params: SampleParamInput[];
  children?: SampleChildInput[];
  /** Values of the properties the lab defines on the catalogue sample ('' = not given). */
  properties?: { testSamplePropertyId: string; value: string }[];
  /** Earlier samples this one refers to (GetSelectRefSampleByTestUnitIdAndProjectId). */
  refSampleIds?: string[];
}

/** A sample that may be referred to. */
export interface RefSampleCandidate {
  id: string;
  sampleName: string;
  specificationType: string | null;
  produceInfo: string | null;
  consignCode: string;
  createTime: string;
}

export interface SampleStandard {
  baseStandardCode: string | null;
  baseStandardName: string | null;
  /** StandardUseType: 1 test method, 2 judgement basis. */
  useType: number | null;
}

export interface Consignment extends ConsignInput {
  id: string;
  consignCode: string;
  consignType: number;
  consignStatus: number;
  consignStatusStr: string;
  consignUnitId: string | null;
  consignUnitName: string | null;
  testUnitName: string | null;
  testUnitAddressDetail: string | null;
  projectName: string | null;
  tuqualificationName: string | null;
  mailOrderNumber: string | null;
  /** The lab's own form number (set by SYNC), when the server sends it. */
  consignFormaNumber?: string | null;
  creationTime: string;
  commitConsignTime: string | null;
  isSaved: boolean;
  rollbackCause: string | null;
  cancelCause: string | null;
  testUnitConfig: { isConsignSingleSample: boolean } | null;
  /** Decimal string, two places. */
  totalPrice: string;
  samples: SampleDetail[];
  /** Events the caller may send now, from the machine (ConsignmentEventType names). */
  allowedActions: ConsignmentEventType[];
}

/** Per-id result of every consignment action (contracts/common.ts). For COPY, `succeeded` holds the NEW ids. */
export type BatchResult = PerIdResult;
/** One failed id: the HTTP status it alone would have had, the localized message, COMMIT's missing fields. */
export type BatchFailure = PerIdResult['failed'][number];

export type ConsignListQuery = {
  keyword?: string;
  consignStatuses?: number[];
  consignStartTime?: string | Date;
  consignEndTime?: string | Date;
  skipCount: number;
  maxResultCount: number;
};
export type ConsignListMobileQuery = ConsignListQuery & { testUnitName?: string };

export type PreConsignSortProp = 'consignCode' | 'commitConsignTime' | 'consignStatus' | 'projectName';
export type SortOrder = 'ascending' | 'descending';
export type PreConsignQuery = {
  search?: string;
  consignType?: number;
  consignStatus?: number[];
  sortProp?: PreConsignSortProp;
  sortOrder?: SortOrder;
  skipCount: number;
  maxResultCount: number;
};

/** The fields a lab may correct with SYNC. */
export interface SyncChanges {
  memo?: string | null;
  linkPerson?: string | null;
  linkPersonPhone?: string | null;
  jzunit?: string | null;
  jhperson?: string | null;
  jzcardNo?: string | null;
  jzphone?: string | null;
  consignFormaNumber?: string | null;
}

export interface IdName {
  id: string;
  name: string;
}

export type TestUnitQuery = {
  nameKey?: string;
  sheng?: string;
  shi?: string;
  qualificationName?: string;
  qualificationSort?: 'asc' | 'desc';
  /** 1-based. */
  currPage: number;
  /** Page size. */
  maxPage: number;
};
export interface TestUnitRow {
  id: string;
  unitNo: string | null;
  testUnitName: string;
  shengShi: string | null;
  qualificationName: string | null;
  contactPhone: string | null;
  regAddress: string | null;
  logoPath: string | null;
}
export interface UnitAddress {
  id: string;
  [field: string]: unknown;
}
export interface TestUnitDetail {
  id: string;
  testUnitName: string;
  inroduce: string | null;
  regAddress: string | null;
  jtsyjcAddress: string | null;
  contactPhone: string | null;
  qualificationNameList: string[];
  unitAddressList: UnitAddress[];
}
export interface SampleTreeNode {
  id: string;
  label: string;
  parentId: string | null;
  levelCode: string | null;
  sampleCode: string | null;
  children: SampleTreeNode[];
}
export interface TestParamOption {
  testParamId: string;
  testParamCode: string | null;
  displayName: string;
  description: string | null;
  /** Decimal string, two places. */
  price: string;
  standardText: string | null;
}
export type ProjectQuery = { search?: string; skipCount: number; maxResultCount: number };
export interface ProjectRow {
  id: string;
  projectName: string;
  projectCode: string | null;
  contractSectName: string | null;
  description: string | null;
}
export interface CreateSampleParamInput {
  consignId: string;
  testUnitSampleId: string;
  tuTestParamIds: string[];
  sampleNameLink?: string | null;
  testGroupCount?: number | null;
}

// On-site (consignType 2) and handover/completion (3) bookings (docs/api.md "On-site and handover bookings").

export type { BookingType };

export type SiteListQuery = {
  search?: string;
  consignType?: BookingType;
  consignStatus?: number[];
  skipCount: number;
  maxResultCount: number;
};

export interface PreSiteOtherInfo {
  qualifications: IdName[];
  baAddresss: { id: string; addressText: string; addressDetail: string | null; isMain: boolean }[];
}

/** A booking; a new booking's template (GetCreatePreSiteConsign without id) has no id, code or lab yet. */
export interface SiteConsignment extends Omit<Consignment, 'id' | 'consignCode' | 'testUnitId' | 'creationTime'> {
  id: string | null;
  consignCode: string | null;
  testUnitId: string | null;
  creationTime: string | null;
  consignStatusText: string;
  consignTime: string | null;
  expectTestTime: string | null;
  testContent: string | null;
  preSiteOtherInfo: PreSiteOtherInfo;
}

/** A stored booking (GetCreatePreSiteConsign with an id): every consignment field is set. */
export type StoredBooking = SiteConsignment & Consignment;

export type SiteConsignInput = ConsignInput & {
  id?: string | null;
  consignType?: BookingType;
  expectTestTime?: string | null;
  testContent?: string | null;
  samples?: SampleInput[];
};

export type SiteVisitQuery = { from?: string; to?: string; skipCount: number; maxResultCount: number };

/** Per-call options: `quiet` suppresses the shell's error toast (the screen reports the error itself). */
export type CallOptions = Pick<RequestOptions, 'quiet' | 'signal'>;

// ---------------------------------------------------------------------------------------------------------------
// Calls

export interface ConsignmentApi {
  // BuConsignInfo
  getRawMateriaConsignInfoList(q: ConsignListQuery, o?: CallOptions): Promise<ConsignPagedResult<ConsignListRow>>;
  getRawMateriaConsignInfoListMobile(
    q: ConsignListMobileQuery,
    o?: CallOptions,
  ): Promise<ConsignPagedResult<ConsignListRow>>;
  createRawMateriaConsingInfo(input: ConsignInput, o?: CallOptions): Promise<Consignment>;
  getConsingInfo(id: string, o?: CallOptions): Promise<Consignment>;
  saveConsignInfo(input: ConsignInput & { id: string; samples?: SampleInput[] }, o?: CallOptions): Promise<Consignment>;
  copyConsignInfo(ids: string[], description?: string, o?: CallOptions): Promise<BatchResult>;
  commitConsignInfo(ids: string[], description?: string, o?: CallOptions): Promise<BatchResult>;
  deleteConsignInfo(ids: string[], description?: string, o?: CallOptions): Promise<BatchResult>;
  passAuditConsignInfo(ids: string[], description?: string, o?: CallOptions): Promise<BatchResult>;
  /** `reason` is required (the server answers 400 without it). */
  noPassAuditConsignInfo(ids: string[], reason: string, o?: CallOptions): Promise<BatchResult>;
  /** `reason` is required. */
  cancelConsignInfo(ids: string[], reason: string, o?: CallOptions): Promise<BatchResult>;
  confirmSample(ids: string[], description?: string, o?: CallOptions): Promise<BatchResult>;
  syncUpdateConsignInfo(
    ids: string[],
    changes: SyncChanges,
    description?: string,
    o?: CallOptions,
  ): Promise<BatchResult>;
  setMailOrderNumber(ids: string[], mailOrderNumber: string, o?: CallOptions): Promise<BatchResult>;
  getConsignLog(consignId: string, o?: CallOptions): Promise<ConsignLogRow[]>;
  getPreConsignInfoLinkSample(q: PreConsignQuery, o?: CallOptions): Promise<ConsignPagedResult<PreConsignRow>>;
  getTuQualificationsByTestUnitId(testUnitId: string, o?: CallOptions): Promise<IdName[]>;
  // Bookings (on site, handover)
  getSitePreConsignInfoList(q: SiteListQuery, o?: CallOptions): Promise<ConsignPagedResult<SiteListRow>>;
  /** A new booking's starting values (nothing is stored). */
  getCreatePreSiteConsign(consignType: BookingType, o?: CallOptions): Promise<SiteConsignment>;
  /** A stored booking (the same call with an id). */
  getSiteConsign(id: string, o?: CallOptions): Promise<StoredBooking>;
  updatePreSiteConsign(input: SiteConsignInput, o?: CallOptions): Promise<StoredBooking>;
  getPreSiteOtherInfoByTestUnitId(testUnitId: string, o?: CallOptions): Promise<PreSiteOtherInfo>;
  getSiteVisitSchedule(q: SiteVisitQuery, o?: CallOptions): Promise<PagedResult<SiteVisitRow>>;
  // Look-ups for the booking wizard
  getAllUnit(q: TestUnitQuery, o?: CallOptions): Promise<PagedResult<TestUnitRow>>;
  getUnitDetail(id: string, o?: CallOptions): Promise<TestUnitDetail>;
  getSampleTree(testUnitId: string, o?: CallOptions): Promise<SampleTreeNode[]>;
  getParamBySampleId(sampleId: string, o?: CallOptions): Promise<TestParamOption[]>;
  getProjectList(q: ProjectQuery, o?: CallOptions): Promise<PagedResult<ProjectRow>>;
  // BuSampleInfo (owner consignor while Draft/Returned)
  getAddConsignInfoBuSampleByConsignInfoId(consignInfoId: string, o?: CallOptions): Promise<SampleDetail[]>;
  createBuSampleParamInfo(input: CreateSampleParamInput, o?: CallOptions): Promise<SampleDetail>;
  copyBuSampleInfo(id: string, o?: CallOptions): Promise<SampleDetail>;
  deleteBuSampleInfo(id: string, o?: CallOptions): Promise<unknown>;
  deleteBuSampleInfoByIds(ids: string[], o?: CallOptions): Promise<unknown>;
  getCatalogueSampleProperties(tuSampleInfoId: string, o?: CallOptions): Promise<SamplePropertyInfo[]>;
  getSelectRefSample(
    q: { testUnitId: string; projectId: string; consignId?: string },
    o?: CallOptions,
  ): Promise<RefSampleCandidate[]>;
}

export function createConsignmentApi(client: ApiClient): ConsignmentApi {
  const c = `${BASE}BuConsignInfo/`;
  const s = `${BASE}BuSampleInfo/`;
  return {
    getRawMateriaConsignInfoList: (q, o) => client.get(`${c}GetRawMateriaConsignInfoList`, { ...o, query: { ...q } }),
    getRawMateriaConsignInfoListMobile: (q, o) =>
      client.get(`${c}GetRawMateriaConsignInfoList_Mobile`, { ...o, query: { ...q } }),
    createRawMateriaConsingInfo: (input, o) => client.post(`${c}CreateRawMateriaConsingInfo`, { ...o, body: input }),
    getConsingInfo: (id, o) => client.get(`${c}GetConsingInfo`, { ...o, query: { id } }),
    saveConsignInfo: (input, o) => client.post(`${c}SaveConsignInfo`, { ...o, body: input }),
    copyConsignInfo: (ids, description, o) =>
      client.post(`${c}CopyConsignInfo`, { ...o, body: { consignInfoIds: ids, description } }),
    commitConsignInfo: (ids, description, o) =>
      client.post(`${c}CommitConsignInfo`, { ...o, query: { consignInfoIds: ids, description } }),
    deleteConsignInfo: (ids, description, o) =>
      client.delete(`${c}DeleteConsignInfo`, { ...o, query: { ids, description } }),
    passAuditConsignInfo: (ids, description, o) =>
      client.post(`${c}PassAuditConsignInfo`, { ...o, body: { consignInfoIds: ids, description } }),
    noPassAuditConsignInfo: (ids, reason, o) =>
      client.post(`${c}NoPassAuditConsignInfo`, { ...o, body: { consignInfoIds: ids, description: reason } }),
    cancelConsignInfo: (ids, reason, o) =>
      client.post(`${c}CancelConsignInfo`, { ...o, body: { consignInfoIds: ids, description: reason } }),
    confirmSample: (ids, description, o) => client.post(`${c}ConfirmSample`, { ...o, body: { ids, description } }),
    syncUpdateConsignInfo: (ids, changes, description, o) =>
      client.post(`${c}SyncUpdateConsignInfo`, { ...o, body: { ids, description, changes } }),
    setMailOrderNumber: (ids, mailOrderNumber, o) =>
      client.post(`${c}SetMailOrderNumber`, { ...o, body: { consignInfoIds: ids, mailOrderNumber } }),
    getConsignLog: (consignId, o) => client.get(`${c}GetConsignLog`, { ...o, query: { consignId } }),
    getPreConsignInfoLinkSample: (q, o) => client.get(`${c}GetPreConsignInfoLinkSample`, { ...o, query: { ...q } }),
    getTuQualificationsByTestUnitId: (testUnitId, o) =>
      client.get(`${c}GetTuQualificationsByTestUnitId`, { ...o, query: { testUnitId } }),
    getSitePreConsignInfoList: (q, o) => client.get(`${c}GetSitePreConsignInfoList`, { ...o, query: { ...q } }),
    getCreatePreSiteConsign: (consignType, o) =>
      client.get(`${c}GetCreatePreSiteConsign`, { ...o, query: { consignType } }),
    getSiteConsign: (id, o) => client.get(`${c}GetCreatePreSiteConsign`, { ...o, query: { id } }),
    updatePreSiteConsign: (input, o) => client.put(`${c}UpdatePreSiteConsign`, { ...o, body: input }),
    getPreSiteOtherInfoByTestUnitId: (testUnitId, o) =>
      client.get(`${c}GetPreSiteOtherInfoByTestUnitId`, { ...o, query: { testUnitId } }),
    getSiteVisitSchedule: (q, o) => client.get(`${c}GetSiteVisitSchedule`, { ...o, query: { ...q } }),
    getAllUnit: (q, o) => client.get(`${BASE}BaTestUnit/GetAllUnit`, { ...o, query: { ...q } }),
    getUnitDetail: (id, o) => client.get(`${BASE}BaTestUnit/GetUnitDetail`, { ...o, query: { id } }),
    getSampleTree: (testUnitId, o) => client.get(`${BASE}TuTestSample/GetSampleTree`, { ...o, query: { testUnitId } }),
    getParamBySampleId: (sampleId, o) =>
      client.get(`${BASE}TuTestParam/GetParamBySampleId`, { ...o, query: { sampleId } }),
    getProjectList: (q, o) => client.get(`${BASE}BaProject/GetProjectList`, { ...o, query: { ...q } }),
    getAddConsignInfoBuSampleByConsignInfoId: (consignInfoId, o) =>
      client.get(`${s}GetAddConsignInfoBuSampleByConsignInfoId`, { ...o, query: { consignInfoId } }),
    createBuSampleParamInfo: (input, o) => client.post(`${s}CreateBuSampleParamInfo`, { ...o, body: input }),
    copyBuSampleInfo: (id, o) => client.post(`${s}CopyBuSampleInfo`, { ...o, body: { id } }),
    deleteBuSampleInfo: (id, o) => client.delete(`${s}DeleteBuSampleInfo`, { ...o, query: { id } }),
    deleteBuSampleInfoByIds: (ids, o) => client.delete(`${s}DeleteBuSampleInfoByIds`, { ...o, query: { ids } }),
    getCatalogueSampleProperties: (tuSampleInfoId, o) =>
      client.get(`${s}GetBuSamplePropertyInfoByTuSampleInfoId`, { ...o, query: { tuSampleInfoId } }),
    getSelectRefSample: (q, o) =>
      client.get(`${s}GetSelectRefSampleByTestUnitIdAndProjectId`, { ...o, query: { ...q } }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Access from screens

/** Stories and tests provide a fake here; the app falls back to a client configured like the shell's. */
export const ConsignmentApiContext = createContext<ConsignmentApi | null>(null);

/** The consignment calls for a screen: the context's fake, else the calls over useShellClient(). */
export function useConsignmentApi(): ConsignmentApi {
  const given = useContext(ConsignmentApiContext);
  const client = useShellClient();
  const fallback = useMemo(() => (given ? null : createConsignmentApi(client)), [given, client]);
  return given ?? (fallback as ConsignmentApi);
}

/** Stories and tests provide a fake client here: every feature API built on useShellClient() then calls it. */
export const ShellClientContext = createContext<ApiClient | null>(null);

/**
 * One API client with the shell's settings (bearer cookie, language, error toast and error log, 401 ends the
 * session), for the feature APIs beyond the shell's ApiContext. Needs the SettingsProvider and SessionProvider.
 */
export function useShellClient(): ApiClient {
  const given = useContext(ShellClientContext);
  const { language } = useSettings();
  const languageRef = useRef(language);
  languageRef.current = language;
  const session = useSessionActor();
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const built = useMemo(
    () =>
      createApiClient({
        baseUrl: resolveApiBase(),
        getToken: () => getCookie(TOKEN_COOKIE),
        getLanguage: () => languageRef.current,
        onUnauthorized: () => {
          const actor = sessionRef.current;
          if (actor.getSnapshot().matches('SignedIn')) actor.send({ type: 'SESSION_EXPIRED' });
        },
        onError: (error) => {
          if (error.status === 0 || error.status >= 500)
            errorLog.add({ message: error.message, url: error.url, stack: error.stack });
          toaster.create({ type: 'error', title: error.message, closable: true, duration: 5000 });
        },
      }),
    [],
  );
  return given ?? built;
}

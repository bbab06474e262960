// Reports (docs/api.md "Reports (issue 5)"): wire types and one typed function per BuReport call.
import { createContext, useContext, useMemo } from 'react';
import type { ApiClient } from './client';
import { type BatchResult, type CallOptions, type PagedResult, useShellClient } from './consignment';

const BASE = 'services/app/BuReport/';

export interface ReportStatusCount {
  reportStatus: number;
  count: number;
}

/** GetReportConsignSchedule row: one report with its consignment (reportSchedule = report status). */
export interface ConsignScheduleRow {
  id: string;
  consignId: string;
  reportNumber: string;
  reportSchedule: number;
  reportScheduleStr: string;
  testContent: string | null;
  mailNumber: string | null;
  expressBusiness: string | null;
  issueTime: string | null;
  deliverTime: string | null;
  testUnitName: string;
  consignCode: string;
  consignType: number;
  preStatus: number;
  preStatusStr: string;
  consignFormaNumber: string | null;
  consignTime: string;
  acceptTime: string | null;
  consignUnitName: string;
  projectName: string | null;
}

export interface ConsignScheduleQuery {
  testUnitName?: string;
  consignCode?: string;
  beginConsignTime?: string;
  endConsignTime?: string;
  reportStatus?: number[];
  skipCount?: number;
  maxResultCount?: number;
}

/** GetReportSchedule row: the lab's report with its verification code. */
export interface ReportRecord {
  id: string;
  consignInfoID: string;
  reportNumber: string;
  reportStatus: number;
  reportStatusStr: string;
  testContent: string | null;
  expressNumber: string | null;
  expressBusiness: string | null;
  authCode: string;
  issueTime: string | null;
  consignCode: string;
  consignType: number;
  consignTypeStr: string;
  consignTime: string;
  consignStatus: number;
  consignStatusStr: string;
  consignUnitName: string;
  projectName: string | null;
}

export interface ReportScheduleQuery {
  search?: string;
  preType?: number;
  reportStatus?: number[];
  skipCount?: number;
  maxResultCount?: number;
}

export interface CreateReportInput {
  consignId: string;
  reportNumber: string;
  testContent?: string | null;
  authCode?: string | null;
}

export interface VerifyResult {
  genuine: boolean;
  report: {
    reportNumber: string;
    reportStatus: number;
    reportStatusStr: string;
    testUnitName: string;
    issueTime: string | null;
  } | null;
}

export interface ReportApi {
  getReportConsignSchedule(q: ConsignScheduleQuery, o?: CallOptions): Promise<PagedResult<ConsignScheduleRow>>;
  getReportConsignScheduleCount(q: ConsignScheduleQuery, o?: CallOptions): Promise<ReportStatusCount[]>;
  getReportSchedule(
    q: ReportScheduleQuery,
    o?: CallOptions,
  ): Promise<PagedResult<ReportRecord> & { statusCounts: ReportStatusCount[] }>;
  updateReportStatus(reportIds: string[], reportStatus: number, o?: CallOptions): Promise<BatchResult>;
  reportMailNumberSetting(
    reportIds: string[],
    expressNumber: string,
    expressBusiness: string | null,
    o?: CallOptions,
  ): Promise<BatchResult>;
  createReport(input: CreateReportInput, o?: CallOptions): Promise<{ id: string; authCode: string }>;
  verifyReport(reportNumber: string, authCode: string, o?: CallOptions): Promise<VerifyResult>;
}

export function createReportApi(client: ApiClient): ReportApi {
  return {
    getReportConsignSchedule: (q, o) => client.get(`${BASE}GetReportConsignSchedule`, { ...o, query: { ...q } }),
    getReportConsignScheduleCount: (q, o) =>
      client.get(`${BASE}GetReportConsignScheduleCount`, { ...o, query: { ...q } }),
    getReportSchedule: (q, o) => client.get(`${BASE}GetReportSchedule`, { ...o, query: { ...q } }),
    updateReportStatus: (reportIds, reportStatus, o) =>
      client.put(`${BASE}UpdateReportStatus`, { ...o, body: { reportIds, reportStatus } }),
    reportMailNumberSetting: (reportIds, val, expressBusiness, o) =>
      client.post(`${BASE}ReportMailNumberSetting`, { ...o, body: { reportIds, val, expressBusiness } }),
    createReport: (input, o) => client.post(`${BASE}CreateReport`, { ...o, body: input }),
    verifyReport: (reportNumber, authCode, o) =>
      client.get(`${BASE}VerifyReport`, { ...o, query: { reportNumber, authCode } }),
  };
}

/** Stories and tests provide a fake here. */
export const ReportApiContext = createContext<ReportApi | null>(null);

export function useReportApi(): ReportApi {
  const given = useContext(ReportApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createReportApi(client), [given, client]);
}

// Reports (docs/api.md "Reports (issue 5)"): wire types and one typed function per BuReport call.
import { createContext, useContext, useMemo } from 'react';
import type {
  ConsignScheduleList,
  ConsignScheduleQuery,
  CreatedReport,
  CreateReportBody,
  ReportScheduleList,
  ReportScheduleQuery,
  StatusCounts,
  VerifyResult,
} from '../../contracts/report';
import type { ApiClient, CallOptions } from './client';
import type { BatchResult } from './consignment';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

// Every wire type comes from the shared contract (contracts/report.ts).
export type {
  ConsignScheduleQuery,
  ConsignScheduleRow,
  CreateReportBody as CreateReportInput,
  ReportRecord,
  ReportScheduleQuery,
  VerifyResult,
} from '../../contracts/report';
/** One status with its number of reports. */
export type ReportStatusCount = StatusCounts[number];

export interface ReportApi {
  getReportConsignSchedule(q: ConsignScheduleQuery, o?: CallOptions): Promise<ConsignScheduleList>;
  getReportConsignScheduleCount(q: ConsignScheduleQuery, o?: CallOptions): Promise<StatusCounts>;
  getReportSchedule(q: ReportScheduleQuery, o?: CallOptions): Promise<ReportScheduleList>;
  updateReportStatus(reportIds: string[], reportStatus: number, o?: CallOptions): Promise<BatchResult>;
  reportMailNumberSetting(
    reportIds: string[],
    expressNumber: string,
    expressBusiness: string | null,
    o?: CallOptions,
  ): Promise<BatchResult>;
  createReport(input: CreateReportBody, o?: CallOptions): Promise<CreatedReport>;
  verifyReport(reportNumber: string, authCode: string, o?: CallOptions): Promise<VerifyResult>;
}

export function createReportApi(client: ApiClient): ReportApi {
  const report = endpoints(client, 'BuReport');
  return {
    getReportConsignSchedule: (query, o) => report.GetReportConsignSchedule({ ...o, query }),
    getReportConsignScheduleCount: (query, o) => report.GetReportConsignScheduleCount({ ...o, query }),
    getReportSchedule: (query, o) => report.GetReportSchedule({ ...o, query }),
    updateReportStatus: (reportIds, reportStatus, o) =>
      report.UpdateReportStatus({ ...o, body: { reportIds, reportStatus } }),
    reportMailNumberSetting: (reportIds, val, expressBusiness, o) =>
      report.ReportMailNumberSetting({ ...o, body: { reportIds, val, expressBusiness } }),
    createReport: (body, o) => report.CreateReport({ ...o, body }),
    verifyReport: (reportNumber, authCode, o) => report.VerifyReport({ ...o, query: { reportNumber, authCode } }),
  };
}

/** Stories and tests provide a fake here. */
export const ReportApiContext = createContext<ReportApi | null>(null);

export function useReportApi(): ReportApi {
  const given = useContext(ReportApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createReportApi(client), [given, client]);
}

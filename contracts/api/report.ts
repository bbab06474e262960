import { PerIdResult } from '../common';
import {
  ConsignScheduleList,
  ConsignScheduleQuery,
  CreatedReport,
  CreateReportBody,
  MailNumberBody,
  ReportScheduleList,
  ReportScheduleQuery,
  StatusCounts,
  UpdateStatusBody,
  VerifyQuery,
  VerifyResult,
} from '../report';
import { service } from './manifest';

/** /api/services/app/BuReport: reports and their schedules; the operation names are the product's wire names. */
export const BuReport = service({
  path: 'services/app/BuReport',
  tag: 'BuReport',
  access: 'signed-in',
  operations: {
    GetReportConsignSchedule: {
      method: 'GET',
      summary: 'Lists consignments with the state of their reports, for the caller’s unit.',
      query: ConsignScheduleQuery,
      result: ConsignScheduleList,
    },
    GetReportConsignScheduleCount: {
      method: 'GET',
      summary: 'Counts the consignments of the report schedule by report status.',
      query: ConsignScheduleQuery,
      result: StatusCounts,
    },
    GetReportSchedule: {
      method: 'GET',
      summary: 'Lists reports with their status and mailing, for the caller’s unit.',
      query: ReportScheduleQuery,
      result: ReportScheduleList,
    },
    UpdateReportStatus: {
      method: 'PUT',
      summary: 'Moves each of several reports to a new status (issued, received…), each on its own.',
      body: UpdateStatusBody,
      result: PerIdResult,
    },
    ReportMailNumberSetting: {
      method: 'POST',
      summary: 'Sets the express number and company a lab mailed reports with.',
      body: MailNumberBody,
      result: PerIdResult,
    },
    CreateReport: {
      method: 'POST',
      summary: 'Creates a report for a consignment the lab has received.',
      body: CreateReportBody,
      result: CreatedReport,
    },
    VerifyReport: {
      method: 'GET',
      summary: 'Checks a report number and authentication code (public; failed checks are rate-limited).',
      access: 'anyone',
      query: VerifyQuery,
      result: VerifyResult,
    },
  },
});

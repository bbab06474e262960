import { SampleDetails } from '../sample-info';
import {
  CreateQuery,
  OtherInfoQuery,
  PreSiteOtherInfo,
  SamplesBody,
  SiteConsignment,
  SiteList,
  SiteListQuery,
  UpdateBody,
  VisitList,
  VisitQuery,
} from '../site-consign';
import { service } from './manifest';

// On-site and handover/completion bookings: calls of BuConsignInfo and BuSampleInfo of their own; the workflow
// actions are BuConsignInfo's (consign-info.ts) and apply to bookings as they are.

const tag = 'BuConsignInfo: bookings';

/** The booking calls under /api/services/app/BuConsignInfo. */
export const BuConsignInfoBookings = service({
  path: 'services/app/BuConsignInfo',
  tag,
  access: 'signed-in',
  operations: {
    GetSitePreConsignInfoList: {
      method: 'GET',
      summary: 'Lists the on-site and handover bookings the caller may see, with counts per status.',
      query: SiteListQuery,
      result: SiteList,
    },
    GetCreatePreSiteConsign: {
      method: 'GET',
      summary: 'Reads a booking by id, or, by consignType, the starting values of a new one.',
      query: CreateQuery,
      result: SiteConsignment,
    },
    UpdatePreSiteConsign: {
      method: 'PUT',
      summary: 'Creates a draft booking (no id) or saves a draft or returned one.',
      body: UpdateBody,
      result: SiteConsignment,
    },
    GetPreSiteOtherInfoByTestUnitId: {
      method: 'GET',
      summary: 'Lists the qualifications and addresses of a lab a booking may name.',
      query: OtherInfoQuery,
      result: PreSiteOtherInfo,
    },
    GetSiteVisitSchedule: {
      method: 'GET',
      summary: 'Lists the caller’s lab’s upcoming on-site visits, soonest first.',
      query: VisitQuery,
      result: VisitList,
    },
  },
});

/** The booking call under /api/services/app/BuSampleInfo. */
export const BuSampleInfoBookings = service({
  path: 'services/app/BuSampleInfo',
  tag,
  access: 'signed-in',
  operations: {
    PreSiteSampleByConsignId: {
      method: 'POST',
      summary: 'Replaces the samples of a draft or returned booking.',
      body: SamplesBody,
      result: SampleDetails,
    },
  },
});

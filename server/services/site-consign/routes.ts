import type { FastifyPluginAsync } from 'fastify';
import { SampleDetails } from '../../../contracts/sample-info';
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
} from '../../../contracts/site-consign';
import { invalidInput } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { get, post, put, routeTable } from '../../lib/routes';
import { replaceBookingSamples, updateBooking } from './edit';
import { booking, loadBooking, newBooking, otherInfoOf, siteList, upcomingVisits } from './queries';

// On-site and handover/completion bookings. Registered a second time under the BuConsignInfo prefix (and
// PreSiteSampleByConsignId under BuSampleInfo), beside consign-info's routes; the workflow actions (commit, pass,
// reject, cancel, ConfirmSample = "on-site test done") are consign-info's calls and apply to bookings as they are.
// Method names are the product's wire names.

const tag = 'BuConsignInfo: bookings';

const siteConsignRoutes = routeTable(tag, 'signed-in', (db) => [
  get('/GetSitePreConsignInfoList', { query: SiteListQuery, result: SiteList }, ({ user, language, query }) =>
    siteList(db, user, language, query, pageOf(query)),
  ),
  get('/GetCreatePreSiteConsign', { query: CreateQuery, result: SiteConsignment }, ({ user, language, query }) => {
    const { id, consignType } = query;
    if (id) return booking(db, user, language, id.toLowerCase());
    if (!consignType) throw invalidInput('consignType');
    return newBooking(db, user, language, consignType);
  }),
  put('/UpdatePreSiteConsign', { body: UpdateBody, result: SiteConsignment }, ({ user, language, body }) =>
    updateBooking(db, user, language, { ...body, id: body.id?.toLowerCase() ?? null }),
  ),
  get('/GetPreSiteOtherInfoByTestUnitId', { query: OtherInfoQuery, result: PreSiteOtherInfo }, async (call) => {
    const { testUnitId, consignId } = call.query;
    // With a booking: the caller must see it, and it must be addressed to that lab.
    if (consignId) {
      const row = await loadBooking(db, call.user, consignId.toLowerCase());
      if (row.testUnitId !== testUnitId.toLowerCase()) throw invalidInput('consignId');
    }
    return otherInfoOf(db, testUnitId.toLowerCase());
  }),
  get('/GetSiteVisitSchedule', { query: VisitQuery, result: VisitList }, ({ user, language, query }) =>
    upcomingVisits(db, user, language, query, pageOf(query)),
  ),
]);

const siteSampleRoutes = routeTable(tag, 'signed-in', (db) => [
  post('/PreSiteSampleByConsignId', { body: SamplesBody, result: SampleDetails }, ({ user, language, body }) =>
    replaceBookingSamples(db, user, language, body.consignId.toLowerCase(), body.samples),
  ),
]);

/** Registered under /api/services/app: the booking calls join BuConsignInfo and BuSampleInfo. */
const bookingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteConsignRoutes, { prefix: '/BuConsignInfo' });
  await app.register(siteSampleRoutes, { prefix: '/BuSampleInfo' });
};

export default bookingRoutes;

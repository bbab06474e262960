import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { invalidInput } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { signedIn } from '../../plugins/auth';
import { replaceBookingSamples, updateBooking } from './edit';
import { booking, loadBooking, newBooking, otherInfoOf, siteList, upcomingVisits } from './queries';

// On-site and handover/completion bookings. Registered a second time under the BuConsignInfo prefix (and
// PreSiteSampleByConsignId under BuSampleInfo), beside consign-info's routes; the workflow actions (commit, pass,
// reject, cancel, ConfirmSample = "on-site test done") are consign-info's calls and apply to bookings as they are.
// Method names are the product's wire names.

const tags = ['BuConsignInfo: bookings'];
const security = [{ bearer: [] }];

const siteConsignRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const guard = { preHandler: app.authenticate };

  app.get(
    '/GetSitePreConsignInfoList',
    {
      ...guard,
      schema: { tags, security, querystring: SiteListQuery, response: envelope(SiteList) },
    },
    async (request) => siteList(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );

  app.get(
    '/GetCreatePreSiteConsign',
    { ...guard, schema: { tags, security, querystring: CreateQuery, response: envelope(SiteConsignment) } },
    async (request) => {
      const user = signedIn(request);
      const { id, consignType } = request.query;
      if (id) return booking(db, user, request.language, id.toLowerCase());
      if (!consignType) throw invalidInput('consignType');
      return newBooking(db, user, request.language, consignType);
    },
  );

  app.put(
    '/UpdatePreSiteConsign',
    { ...guard, schema: { tags, security, body: UpdateBody, response: envelope(SiteConsignment) } },
    async (request) => {
      const body = request.body;
      return updateBooking(db, signedIn(request), request.language, { ...body, id: body.id?.toLowerCase() ?? null });
    },
  );

  app.get(
    '/GetPreSiteOtherInfoByTestUnitId',
    { ...guard, schema: { tags, security, querystring: OtherInfoQuery, response: envelope(PreSiteOtherInfo) } },
    async (request) => {
      const { testUnitId, consignId } = request.query;
      // With a booking: the caller must see it, and it must be addressed to that lab.
      if (consignId) {
        const row = await loadBooking(db, signedIn(request), consignId.toLowerCase());
        if (row.testUnitId !== testUnitId.toLowerCase()) throw invalidInput('consignId');
      }
      return otherInfoOf(db, testUnitId.toLowerCase());
    },
  );

  app.get(
    '/GetSiteVisitSchedule',
    {
      ...guard,
      schema: { tags, security, querystring: VisitQuery, response: envelope(VisitList) },
    },
    async (request) => upcomingVisits(db, signedIn(request), request.language, request.query, pageOf(request.query)),
  );
};

const siteSampleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/PreSiteSampleByConsignId',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: SamplesBody, response: envelope(SampleDetails) },
    },
    async (request) =>
      replaceBookingSamples(
        app.db,
        signedIn(request),
        request.language,
        request.body.consignId.toLowerCase(),
        request.body.samples,
      ),
  );
};

/** Registered under /api/services/app: the booking calls join BuConsignInfo and BuSampleInfo. */
const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(siteConsignRoutes, { prefix: '/BuConsignInfo' });
  await app.register(siteSampleRoutes, { prefix: '/BuSampleInfo' });
};

export default bookingRoutes;

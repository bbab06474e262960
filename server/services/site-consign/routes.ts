import type { FastifyPluginAsync } from 'fastify';
import { BuConsignInfoBookings, BuSampleInfoBookings } from '../../../contracts/api/site-consign';
import { invalidInput } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { serve } from '../../lib/routes';
import { replaceBookingSamples, updateBooking } from './edit';
import { booking, loadBooking, newBooking, otherInfoOf, siteList, upcomingVisits } from './queries';

/** The handlers of the booking calls (contracts/api/site-consign.ts), beside BuConsignInfo's and BuSampleInfo's. */
const siteConsignRoutes = serve(BuConsignInfoBookings, (db) => ({
  GetSitePreConsignInfoList: ({ user, language, query }) => siteList(db, user, language, query, pageOf(query)),
  GetCreatePreSiteConsign: ({ user, language, query }) => {
    const { id, consignType } = query;
    if (id) return booking(db, user, language, id.toLowerCase());
    if (!consignType) throw invalidInput('consignType');
    return newBooking(db, user, language, consignType);
  },
  UpdatePreSiteConsign: ({ user, language, body }) =>
    updateBooking(db, user, language, { ...body, id: body.id?.toLowerCase() ?? null }),
  GetPreSiteOtherInfoByTestUnitId: async (call) => {
    const { testUnitId, consignId } = call.query;
    // With a booking: the caller must see it, and it must be addressed to that lab.
    if (consignId) {
      const row = await loadBooking(db, call.user, consignId.toLowerCase());
      if (row.testUnitId !== testUnitId.toLowerCase()) throw invalidInput('consignId');
    }
    return otherInfoOf(db, testUnitId.toLowerCase());
  },
  GetSiteVisitSchedule: ({ user, language, query }) => upcomingVisits(db, user, language, query, pageOf(query)),
}));

const siteSampleRoutes = serve(BuSampleInfoBookings, (db) => ({
  PreSiteSampleByConsignId: ({ user, language, body }) =>
    replaceBookingSamples(db, user, language, body.consignId.toLowerCase(), body.samples),
}));

/** The booking calls join BuConsignInfo and BuSampleInfo. */
const bookingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(siteConsignRoutes);
  await app.register(siteSampleRoutes);
};

export default bookingRoutes;

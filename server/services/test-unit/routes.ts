import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdQuery, PagedResult } from '../../../contracts/common';
import { PriceListQuery, PriceRow, UnitCard, UnitCardQuery, UnitDetail } from '../../../contracts/test-unit';
import { UnitType } from '../../lib/enums';
import { envelope } from '../../lib/envelope';
import { pageOf, pageOfNumber } from '../../lib/paging';
import { unitAddressRoutes } from '../unit-address/routes';
import { logoUploadRoute } from '../unit-logo/routes';
import testUnitAdminRoutes from './admin-routes';
import { listUnits, unitDetail, unitPriceList } from './service';

// Field names are the product's wire names (SPEC.md §3), spellings included (`inroduce`, `sheng`, `shi`).

/**
 * /api/services/app/BaTestUnit: the labs a consignor may book (active ones only, any signed-in user),
 * plus admin's management calls (admin-routes.ts), addresses and the logo upload.
 */
const testUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['BaTestUnit'], security: [{ bearer: [] }] };

  app.get(
    '/GetAllUnit',
    {
      preHandler: app.authenticate,
      schema: { ...common, querystring: UnitCardQuery, response: envelope(PagedResult(UnitCard)) },
    },
    async (request) => {
      const { currPage, maxPage, qualificationSort, ...filter } = request.query;
      return listUnits(
        app.db,
        { ...filter, qualificationSort: qualificationSort || undefined },
        pageOfNumber({ currPage, maxPage }),
      );
    },
  );

  app.get(
    '/GetUnitDetail',
    {
      preHandler: app.authenticate,
      schema: { ...common, querystring: IdQuery, response: envelope(UnitDetail) },
    },
    async (request) => unitDetail(app.db, request.query.id.toLowerCase()),
  );

  app.get(
    '/GetUnitPriceList',
    {
      preHandler: app.authenticate,
      schema: { ...common, querystring: PriceListQuery, response: envelope(PagedResult(PriceRow)) },
    },
    async (request) => unitPriceList(app.db, request.query, pageOf(request.query)),
  );

  await app.register(testUnitAdminRoutes);
  await app.register(unitAddressRoutes(UnitType.TestUnit, 'BaTestUnit'));
  await app.register(logoUploadRoute(UnitType.TestUnit, 'BaTestUnit'));
};

export default testUnitRoutes;

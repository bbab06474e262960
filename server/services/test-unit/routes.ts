import type { FastifyPluginAsync } from 'fastify';
import { IdQuery, PagedResult } from '../../../contracts/common';
import { PriceListQuery, PriceRow, UnitCard, UnitCardQuery, UnitDetail } from '../../../contracts/test-unit';
import { pageOf, pageOfNumber } from '../../lib/paging';
import { get, routeTable } from '../../lib/routes';
import testUnitAdminRoutes from './admin-routes';
import { listUnits, unitDetail, unitPriceList } from './service';

// Field names are the product's wire names, spellings included (`inroduce`, `sheng`, `shi`).

/** The labs a consignor may book: active ones only, to any signed-in user. */
const labListRoutes = routeTable('BaTestUnit', 'signed-in', (db) => [
  get('/GetAllUnit', { query: UnitCardQuery, result: PagedResult(UnitCard) }, ({ query }) => {
    const { currPage, maxPage, qualificationSort, ...filter } = query;
    return listUnits(
      db,
      { ...filter, qualificationSort: qualificationSort || undefined },
      pageOfNumber({ currPage, maxPage }),
    );
  }),
  get('/GetUnitDetail', { query: IdQuery, result: UnitDetail }, ({ query }) => unitDetail(db, query.id.toLowerCase())),
  get('/GetUnitPriceList', { query: PriceListQuery, result: PagedResult(PriceRow) }, ({ query }) =>
    unitPriceList(db, query, pageOf(query)),
  ),
]);

/** /api/services/app/BaTestUnit: the bookable labs, admin's management calls (admin-routes.ts), addresses, logo. */
const testUnitRoutes: FastifyPluginAsync = async (app) => {
  await app.register(labListRoutes);
  await app.register(testUnitAdminRoutes);
};

export default testUnitRoutes;

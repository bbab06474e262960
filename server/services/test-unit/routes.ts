import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, PagedResult, pageNumberQuery, Str } from '../../../contracts/common';
import { PriceListQuery, PriceRow } from '../../../contracts/test-unit';
import { UnitType } from '../../lib/enums';
import { envelope } from '../../lib/envelope';
import { pageOf, pageOfNumber } from '../../lib/paging';
import { UnitAddress, unitAddressRoutes } from '../unit-address/routes';
import { logoUploadRoute } from '../unit-logo/routes';
import testUnitAdminRoutes from './admin-routes';
import { listUnits, unitDetail, unitPriceList } from './service';

// Field names are the product's wire names (SPEC.md §3), spellings included (`inroduce`, `sheng`, `shi`).

const UnitListRow = Type.Object({
  id: Id(),
  unitNo: Nullable(Type.String()),
  testUnitName: Type.String(),
  shengShi: Type.String({ description: 'province and city, joined' }),
  qualificationName: Type.String({ description: 'the lab’s qualification names in its order, joined by 、' }),
  contactPhone: Nullable(Type.String()),
  regAddress: Nullable(Type.String()),
  logoPath: Nullable(Type.String()),
});

const UnitDetail = Type.Object({
  id: Id(),
  testUnitName: Type.String(),
  inroduce: Nullable(Type.String()),
  regAddress: Nullable(Type.String()),
  jtsyjcAddress: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  sheng: Nullable(Type.String()),
  shi: Nullable(Type.String()),
  logoPath: Nullable(Type.String()),
  qualificationNameList: Type.Array(Type.String()),
  unitAddressList: Type.Array(UnitAddress),
});

const UnitListQuery = Input({
  nameKey: Type.Optional(Str(128, { description: 'part of the lab’s name or number' })),
  sheng: Type.Optional(Str(32, { description: 'province, exact' })),
  shi: Type.Optional(Str(32, { description: 'city, exact' })),
  qualificationName: Type.Optional(Str(128, { description: 'part of one of the lab’s qualification names' })),
  qualificationSort: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')], {
      description: 'order by number of qualifications; default by unit number',
    }),
  ),
  ...pageNumberQuery,
});

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
      schema: { ...common, querystring: UnitListQuery, response: envelope(PagedResult(UnitListRow)) },
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
      schema: { ...common, querystring: Input({ id: Id() }), response: envelope(UnitDetail) },
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import { statistic } from './service';

const Statistic = Type.Object({
  scope: Type.Union([Type.Literal('platform'), Type.Literal('testUnit'), Type.Literal('consignUnit')]),
  consignCount: Type.Integer(),
  consignByStatus: Type.Array(Type.Object({ consignStatus: Type.Integer(), count: Type.Integer() })),
  reportCount: Type.Integer(),
  reportByStatus: Type.Array(Type.Object({ reportStatus: Type.Integer(), count: Type.Integer() })),
  projectCount: Type.Integer(),
  testUnitCount: Type.Integer(),
  consignUnitCount: Type.Integer(),
  userCount: Type.Integer(),
});

/** /api/services/app/Dashboard: counts for the caller's scope. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = {
    preHandler: app.authenticate,
    schema: { tags: ['Dashboard'], security: [{ bearer: [] }], response: envelope(Statistic) },
  };
  const handler = async (request: Parameters<typeof signedIn>[0]) => statistic(app.db, signedIn(request));
  app.get('/GetStatistic', route, handler);
  app.get('/GetStatistic_Mobile', route, handler);
};

export default dashboardRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Statistic } from '../../../contracts/dashboard';
import { envelope } from '../../lib/envelope';
import { signedIn } from '../../plugins/auth';
import { statistic } from './service';

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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { newId } from '../../db/ids';
import { envelope } from '../../lib/envelope';
import { Id } from '../../lib/schemas';

/** /api/services/app/Test: helpers ABP clients call. */
const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/GetGuid', { schema: { tags: ['Test'], response: envelope(Id('a new UUID v7')) } }, async () => newId());
};

export default testRoutes;

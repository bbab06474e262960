import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Id } from '../../../contracts/common';
import { newId } from '../../db/ids';
import { envelope } from '../../lib/envelope';

/** /api/services/app/Test: helpers ABP clients call. */
const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/GetGuid', { schema: { tags: ['Test'], response: envelope(Id('a new UUID v7')) } }, async () => newId());
};

export default testRoutes;

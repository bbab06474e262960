import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { qualificationRoutes, tuQualificationRoutes } from './qualification/routes';
import { unitLogoRoutes } from './unit-logo/routes';

/** The unit services beside BaTestUnit and ConsginUnit, under /api/services/app: qualifications, logos. */
const unitServices: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(tuQualificationRoutes, { prefix: '/TuQualification' });
  await app.register(qualificationRoutes, { prefix: '/Qualification' });
  await app.register(unitLogoRoutes, { prefix: '/UnitLogo' });
};

export default unitServices;

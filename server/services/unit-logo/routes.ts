import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileAnswer, IdQuery } from '../../../contracts/common';
import { LogoResult } from '../../../contracts/unit-logo';
import { envelope } from '../../lib/envelope';
import { acceptMultipart } from '../../lib/uploads';
import { signedIn } from '../../plugins/auth';
import type { ManagedUnitType } from '../unit-address/access';
import { logoById, MAX_LOGO_BYTES, uploadLogo } from './service';

/** /api/services/app/UnitLogo/Get?id=: a stored logo, public (the sign-in page shows a lab's branding). */
export const unitLogoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Get',
    {
      schema: {
        tags: ['UnitLogo'],
        querystring: IdQuery,
        response: FileAnswer('the image'),
      },
    },
    async (request, reply) => {
      const logo = await logoById(app.db, request.query.id);
      // A new upload gets a new id, so a logo never changes under its address.
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(logo.content);
    },
  );
};

/** POST UploadLogo (multipart: `file`, optional `unitId`) for one unit type: admin any unit, staff their own. */
export const logoUploadRoute =
  (unitType: ManagedUnitType, tag: string): FastifyPluginAsyncTypebox =>
  async (app) => {
    acceptMultipart(app, MAX_LOGO_BYTES);
    app.post(
      '/UploadLogo',
      {
        preHandler: app.authenticate,
        schema: {
          tags: [tag],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          description: `PNG, JPEG, GIF or WebP up to ${MAX_LOGO_BYTES / 1024} KB in field \`file\`; \`unitId\` for admin.`,
          response: envelope(LogoResult),
        },
      },
      async (request) => uploadLogo(app.db, signedIn(request), unitType, request.body),
    );
  };

import { FileAnswer, IdQuery } from '../../../contracts/common';
import { LogoResult } from '../../../contracts/unit-logo';
import { IMAGE_TYPES, sendImage } from '../../lib/images';
import { get, post, routeTable } from '../../lib/routes';
import type { ManagedUnitType } from '../unit-address/access';
import { logoById, MAX_LOGO_BYTES, uploadLogo } from './service';

/** /api/services/app/UnitLogo/Get?id=: a stored logo, public (the sign-in page shows a lab's branding). */
export const unitLogoRoutes = routeTable('UnitLogo', 'anyone', (db) => [
  get(
    '/Get',
    {
      summary: "Answers a stored unit logo image (public, for a lab's branding).",
      query: IdQuery,
      response: FileAnswer('the image'),
      produces: IMAGE_TYPES,
    },
    async ({ request, reply, query }) => sendImage(reply, request.server.files.storage, await logoById(db, query.id)),
  ),
]);

/** POST UploadLogo (multipart: `file`, optional `unitId`) for one unit type: admin any unit, staff their own. */
export const logoUploadRoute = (unitType: ManagedUnitType, tag: string) =>
  routeTable(tag, 'signed-in', (db) => [
    post(
      '/UploadLogo',
      {
        summary: "Uploads the logo of the caller's unit (admin: of any unit).",
        upload: MAX_LOGO_BYTES,
        description: `PNG, JPEG, GIF or WebP up to ${MAX_LOGO_BYTES / 1024} KB in field \`file\`; \`unitId\` for admin.`,
        result: LogoResult,
      },
      ({ request, user, body }) => uploadLogo(db, request.server.files.storage, user, unitType, body),
    ),
  ]);

import { IdQuery } from '../common';
import { IMAGE_TYPES } from '../media-types';
import { service } from './manifest';

/** /api/services/app/UnitLogo/Get?id=: a stored logo, public (the sign-in page shows a lab's branding). */
export const UnitLogo = service({
  path: 'services/app/UnitLogo',
  tag: 'UnitLogo',
  access: 'anyone',
  operations: {
    Get: {
      method: 'GET',
      summary: "Answers a stored unit logo image (public, for a lab's branding).",
      query: IdQuery,
      file: 'the image',
      produces: IMAGE_TYPES,
    },
  },
});

import { UnitLogo } from '../../../contracts/api/unit-logo';
import { sendImage } from '../../lib/images';
import { serve } from '../../lib/routes';
import { logoById } from './service';

/** The handlers of UnitLogo (contracts/api/unit-logo.ts): a stored logo, public. */
export const unitLogoRoutes = serve(UnitLogo, (db, app) => ({
  Get: async ({ reply, query }) => sendImage(reply, app.files.storage, await logoById(db, query.id)),
}));

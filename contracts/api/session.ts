import { LoginInformations } from '../session';
import { service } from './manifest';

/** /api/services/app/Session: ABP's session probe; open to anyone, user null when not signed in. */
export const Session = service({
  path: 'services/app/Session',
  tag: 'Session',
  access: 'identified',
  operations: {
    GetCurrentLoginInformations: {
      method: 'GET',
      summary: 'Reads the application version, the request’s tenant and the signed-in user, if any.',
      result: LoginInformations,
    },
  },
});

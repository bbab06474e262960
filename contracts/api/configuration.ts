import { NoResult } from '../common';
import { ChangeUiThemeBody } from '../configuration';
import { service } from './manifest';

/** /api/services/app/Configuration: the signed-in user's interface theme, returned by GetUserInfo at sign-in. */
export const Configuration = service({
  path: 'services/app/Configuration',
  tag: 'Configuration',
  access: 'signed-in',
  operations: {
    ChangeUiTheme: {
      method: 'POST',
      summary: "Changes the signed-in user's interface theme.",
      body: ChangeUiThemeBody,
      result: NoResult,
    },
  },
});

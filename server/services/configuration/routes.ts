import { NoResult } from '../../../contracts/common';
import { ChangeUiThemeBody } from '../../../contracts/configuration';
import { userUiThemes } from '../../db/schema/index';
import { noResult, post, routeTable } from '../../lib/routes';

/** /api/services/app/Configuration: the signed-in user's interface theme, returned by GetUserInfo at sign-in. */
const configurationRoutes = routeTable('Configuration', 'signed-in', (db) => [
  post(
    '/ChangeUiTheme',
    { summary: "Changes the signed-in user's interface theme.", body: ChangeUiThemeBody, result: NoResult },
    ({ user, body }) =>
      noResult(
        db
          .insert(userUiThemes)
          .values({ userId: user.id, theme: body.theme })
          .onConflictDoUpdate({ target: userUiThemes.userId, set: { theme: body.theme, changedAt: new Date() } }),
      ),
  ),
]);

export default configurationRoutes;

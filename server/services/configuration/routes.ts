import { Configuration } from '../../../contracts/api/configuration';
import { userUiThemes } from '../../db/schema/index';
import { noResult, serve } from '../../lib/routes';

/** The handlers of Configuration (contracts/api/configuration.ts): the signed-in user's interface theme. */
const configurationRoutes = serve(Configuration, (db) => ({
  ChangeUiTheme: ({ user, body }) =>
    noResult(
      db
        .insert(userUiThemes)
        .values({ userId: user.id, theme: body.theme })
        .onConflictDoUpdate({ target: userUiThemes.userId, set: { theme: body.theme, changedAt: new Date() } }),
    ),
}));

export default configurationRoutes;

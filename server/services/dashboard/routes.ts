import { Dashboard } from '../../../contracts/api/dashboard';
import { serve } from '../../lib/routes';
import { consignorTrends } from './consignor-trends';
import { labTrends } from './lab-trends';
import { labOverdue } from './overdue';
import { platformTrends } from './platform-trends';
import { statistic } from './service';

/** The handlers of Dashboard (contracts/api/dashboard.ts). */
const dashboardRoutes = serve(Dashboard, (db) => ({
  GetStatistic: ({ user }) => statistic(db, user),
  GetLabTrends: ({ user, query }) => labTrends(db, user, query),
  GetLabOverdue: ({ user, query }) => labOverdue(db, user, query),
  GetConsignorTrends: ({ user, query }) => consignorTrends(db, user, query),
  GetPlatformTrends: ({ user, query }) => platformTrends(db, user, query),
}));

export default dashboardRoutes;

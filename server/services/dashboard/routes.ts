import {
  ConsignorTrends,
  LabTrends,
  OverduePage,
  OverdueQuery,
  PlatformTrends,
  Statistic,
  TrendQuery,
} from '../../../contracts/dashboard';
import { get, routeTable } from '../../lib/routes';
import { consignorTrends } from './consignor-trends';
import { labTrends } from './lab-trends';
import { labOverdue } from './overdue';
import { platformTrends } from './platform-trends';
import { statistic } from './service';

/** /api/services/app/Dashboard: counts and the charts' series for the caller's scope (each call checks its role). */
const dashboardRoutes = routeTable('Dashboard', 'signed-in', (db) => [
  get(['/GetStatistic', '/GetStatistic_Mobile'], { result: Statistic }, ({ user }) => statistic(db, user)),
  get('/GetLabTrends', { query: TrendQuery, result: LabTrends }, ({ user, query }) => labTrends(db, user, query)),
  get('/GetLabOverdue', { query: OverdueQuery, result: OverduePage }, ({ user, query }) => labOverdue(db, user, query)),
  get('/GetConsignorTrends', { query: TrendQuery, result: ConsignorTrends }, ({ user, query }) =>
    consignorTrends(db, user, query),
  ),
  get('/GetPlatformTrends', { query: TrendQuery, result: PlatformTrends }, ({ user, query }) =>
    platformTrends(db, user, query),
  ),
]);

export default dashboardRoutes;

import { Statistic } from '../../../contracts/dashboard';
import { get, routeTable } from '../../lib/routes';
import { statistic } from './service';

/** /api/services/app/Dashboard: counts for the caller's scope. */
const dashboardRoutes = routeTable('Dashboard', 'signed-in', (db) => [
  get(['/GetStatistic', '/GetStatistic_Mobile'], { result: Statistic }, ({ user }) => statistic(db, user)),
]);

export default dashboardRoutes;

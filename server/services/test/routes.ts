import { Id } from '../../../contracts/common';
import { newId } from '../../db/ids';
import { get, routeTable } from '../../lib/routes';

/** /api/services/app/Test: helpers ABP clients call. */
const testRoutes = routeTable('Test', 'anyone', () => [
  get('/GetGuid', { summary: 'Answers a new unique id (a UUID v7).', result: Id('a new UUID v7') }, () => newId()),
]);

export default testRoutes;

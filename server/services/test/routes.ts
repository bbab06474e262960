import { Test } from '../../../contracts/api/test';
import { newId } from '../../db/ids';
import { serve } from '../../lib/routes';

/** The handlers of Test (contracts/api/test.ts). */
const testRoutes = serve(Test, () => ({ GetGuid: () => newId() }));

export default testRoutes;

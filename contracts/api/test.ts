import { Id } from '../common';
import { service } from './manifest';

/** /api/services/app/Test: helpers ABP clients call. */
export const Test = service({
  path: 'services/app/Test',
  tag: 'Test',
  access: 'anyone',
  operations: {
    GetGuid: { method: 'GET', summary: 'Answers a new unique id (a UUID v7).', result: Id('a new UUID v7') },
  },
});

// What the booking screens need around them in stories and tests: a signed-in consignor session and the fixture calls.
import type { ReactNode } from 'react';
import { ApiContext } from '../../src/api';
import { type ConsignmentApi, ConsignmentApiContext } from '../../src/api/consignment';
import { SessionProvider } from '../../src/session/SessionProvider';
import { fixtureApi } from '../fixtures';
import { fixtureConsignmentApi } from './fixtures';

const shellApi = fixtureApi('consignor');
const effects = { goToRoot() {}, reloadPage() {} };

export function BookingProviders({ api, children }: { api?: ConsignmentApi; children: ReactNode }) {
  return (
    <ApiContext.Provider value={shellApi}>
      <SessionProvider api={shellApi} token="fixture" effects={effects}>
        <ConsignmentApiContext.Provider value={api ?? fixtureConsignmentApi()}>
          {children}
        </ConsignmentApiContext.Provider>
      </SessionProvider>
    </ApiContext.Provider>
  );
}

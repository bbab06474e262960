// What the self-service and administration screens need around them in stories and tests: a signed-in session of the
// screen's role, the fake backend behind the shell client, and the screen at its route.
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { type Api, ApiContext } from '../../src/api';
import type { ApiClient } from '../../src/api/client';
import { ShellClientContext } from '../../src/api/shellClient';
import { CataloguePage } from '../../src/features/catalogue/CataloguePage';
import { NoticeListPage } from '../../src/features/notices/NoticeListPage';
import { ProjectManagerPage } from '../../src/features/projects/ProjectManagerPage';
import { ConsignUnitCenterPage } from '../../src/features/unit-admin/ConsignUnitCenterPage';
import { UserManagerPage } from '../../src/features/user-manager/UserManagerPage';
import { SessionProvider } from '../../src/session/SessionProvider';
import { fixtureApi, type users } from '../fixtures';

const effects = { goToRoot() {}, reloadPage() {} };

export function SelfServiceProviders({
  signedInAs,
  client,
  api,
  children,
}: {
  signedInAs: keyof typeof users;
  client: ApiClient;
  /** The shell's calls (sign-in, user info); the role's fixture when omitted. */
  api?: Api;
  children: ReactNode;
}) {
  const shellApi = api ?? fixtureApi(signedInAs);
  return (
    <ApiContext.Provider value={shellApi}>
      <SessionProvider api={shellApi} token="fixture" effects={effects}>
        <ShellClientContext.Provider value={client}>{children}</ShellClientContext.Provider>
      </SessionProvider>
    </ApiContext.Provider>
  );
}

export const SCREENS = {
  labCentre: { role: 'lab', Screen: CataloguePage, path: '/UserCenter/testingOrganization' },
  consignorCentre: { role: 'consignor', Screen: ConsignUnitCenterPage, path: '/UserCenter/ConsginUnitCenter' },
  notices: { role: 'lab', Screen: NoticeListPage, path: '/BusinessManagement/NoticeList' },
  projects: { role: 'admin', Screen: ProjectManagerPage, path: '/SystemManager/ProjectManager' },
  users: { role: 'lab', Screen: UserManagerPage, path: '/UserCenter/UserManager/:un/:ui/:ut' },
} satisfies Record<string, { role: keyof typeof users; Screen: ComponentType; path: string }>;

export type ScreenName = keyof typeof SCREENS;

/** The lab's own users, as its user-centre menu link names them. */
export const LAB_USERS_PATH = '/UserCenter/UserManager/华通公路工程检测有限公司/01920000-0000-7000-8000-000000000002/2';

export function SelfServiceScreen({ screen, client }: { screen: ScreenName; client: ApiClient }) {
  const { role, Screen, path } = SCREENS[screen];
  return (
    <SelfServiceProviders signedInAs={role} client={client}>
      <Routes>
        <Route path={path} element={<Screen />} />
      </Routes>
    </SelfServiceProviders>
  );
}

// The self-service gaps over the fake backend: the lab's user centre in tabs kept in the address (organisation saved
// with the lab's own fields only, a parameter switched), the consignor's projects tab, the login page's link to
// report verification, the header avatar refreshed after an upload, and a booking's detail without parcel or witness.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { ConsignmentDetail } from '../../src/features/consignment/ConsignmentDetail';
import { LoginForm } from '../../src/features/login/LoginForm';
import { AccountDialog } from '../../src/features/user-manager/AccountDialog';
import { UserMenu } from '../../src/layout/tools/UserMenu';
import { consignmentFixture } from '../../stories/consignment/fixtures';
import { fixtureApi, users } from '../../stories/fixtures';
import { fakeShellClient, NEW_AVATAR } from '../../stories/self-service/fixtures';
import {
  LAB_USERS_PATH,
  type ScreenName,
  SelfServiceProviders,
  SelfServiceScreen,
} from '../../stories/self-service/SelfServiceScreen';

afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(route: string, children: ReactNode) {
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

function show(screenName: ScreenName, route: string) {
  const fake = fakeShellClient('rows');
  renderAt(route, <SelfServiceScreen screen={screenName} client={fake.client} />);
  return fake;
}

const location = () => screen.getByTestId('location').textContent;

describe('lab user centre', { timeout: 30_000 }, () => {
  it('opens on the catalogue and keeps the chosen tab in the address', async () => {
    show('labCentre', '/UserCenter/testingOrganization');
    expect(await screen.findByText('水泥')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lab-centre-tab-organisation'));
    await waitFor(() => expect(location()).toBe('/UserCenter/testingOrganization?tab=organisation'));
    expect(await screen.findByTestId('lab-organisation')).toBeTruthy();
    expect(screen.getByTestId('lab-catalogue').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });

  it('saves the organisation with the lab’s own fields only; admin’s are shown, not sent', async () => {
    const fake = show('labCentre', '/UserCenter/testingOrganization?tab=organisation');
    const name = (await screen.findByTestId('field-testUnitName')) as HTMLInputElement;
    expect(name.value).toBe(users.lab.unitName);
    expect(within(screen.getByTestId('lab-admin-fields')).getByText('TU0001')).toBeTruthy();
    expect(screen.queryByTestId('field-lmisIntegratedCode')).toBeNull();
    fireEvent.change(screen.getByTestId('field-contactPhone'), { target: { value: '025-00000000' } });
    fireEvent.change(screen.getByTestId('field-sheng'), { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('lab-organisation-save'));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'BaTestUnit/UpdateTestUnit')).toBe(true));
    const sent = fake.calls.find((c) => c.path === 'BaTestUnit/UpdateTestUnit')?.options?.body as Record<
      string,
      unknown
    >;
    expect(sent.contactPhone).toBe('025-00000000');
    expect(sent.sheng).toBeNull();
    expect(Object.keys(sent).sort()).toEqual(
      [
        'contactPhone',
        'iLISReportProgressQueryURL',
        'id',
        'inroduce',
        'isConsignSingleSample',
        'regAddress',
        'sheng',
        'shi',
        'systemName',
        'testUnitName',
      ].sort(),
    );
  });

  it('an empty name is refused before anything is sent', async () => {
    const fake = show('labCentre', '/UserCenter/testingOrganization?tab=organisation');
    fireEvent.change(await screen.findByTestId('field-testUnitName'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('lab-organisation-save'));
    expect(await screen.findByText('Laboratory name is required.')).toBeTruthy();
    expect(fake.calls.some((c) => c.path === 'BaTestUnit/UpdateTestUnit')).toBe(false);
  });

  it('lists the lab’s qualifications and addresses on the organisation tab', async () => {
    const fake = show('labCentre', '/UserCenter/testingOrganization?tab=organisation');
    await waitFor(() => expect(screen.getAllByTestId('qualification-tag')).toHaveLength(2));
    expect(await screen.findByText('江苏省南京市江宁区')).toBeTruthy();
    expect(fake.unanswered).toEqual([]);
  });

  it('the parameters tab switches the lab’s own parameter (unit type 2)', async () => {
    const fake = show('labCentre', '/UserCenter/testingOrganization?tab=parameters');
    const toggle = await screen.findByTestId('param-IsEnableProjectContractSectName');
    fireEvent.click(within(toggle).getByRole('switch'));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'BaSystemControlParam/SetParamValues')).toBe(true));
    expect(fake.calls.find((c) => c.path === 'BaSystemControlParam/SetParamValues')?.options?.body).toEqual({
      unitType: 2,
      unitID: undefined,
      paramValues: [{ paramCode: 'IsEnableProjectContractSectName', paramValue: '1' }],
    });
  });
});

describe('consignor unit centre', { timeout: 30_000 }, () => {
  it('shows the unit’s information first and its projects in a tab kept in the address', async () => {
    show('consignorCentre', '/UserCenter/ConsginUnitCenter');
    expect(await screen.findByTestId('consign-unit-info')).toBeTruthy();
    fireEvent.click(screen.getByTestId('center-tab-projects'));
    await waitFor(() => expect(location()).toBe('/UserCenter/ConsginUnitCenter?tab=projects'));
    expect(await screen.findByText('沪宁高速扩建工程 A3 标')).toBeTruthy();
    expect(screen.getByText('宁马城际铁路 S6 线')).toBeTruthy();
  });
});

describe('the administration stories show their fixture rows, every call answered', { timeout: 30_000 }, () => {
  const cases: [ScreenName, string, string, number][] = [
    ['notices', '/BusinessManagement/NoticeList', 'notice-row', 3],
    ['projects', '/SystemManager/ProjectManager', 'project-row', 3],
    ['users', LAB_USERS_PATH, 'user-row', 3],
  ];
  for (const [name, route, rowId, count] of cases) {
    it(name, async () => {
      const fake = show(name, route);
      await waitFor(() => expect(screen.getAllByTestId(rowId)).toHaveLength(count));
      expect(fake.unanswered).toEqual([]);
    });
  }
});

describe('login page', () => {
  it('links to the public report verification', async () => {
    renderAt(
      '/login',
      <Routes>
        <Route
          path="/login"
          element={
            <LoginForm
              systemName="LabConsign"
              logo="/logo.svg"
              submitting={false}
              error={null}
              onSubmit={() => {}}
              onDismissError={() => {}}
            />
          }
        />
        <Route path="/reportVerify" element={<p>verify page</p>} />
      </Routes>,
    );
    const link = screen.getByTestId('login-report-verify');
    expect(link.textContent).toContain('Check a report’s authenticity');
    fireEvent.click(link);
    expect(await screen.findByText('verify page')).toBeTruthy();
    expect(location()).toBe('/reportVerify');
  });
});

describe('account dialog', { timeout: 30_000 }, () => {
  it('a new avatar shows in the header at once (the session reloads the user)', async () => {
    const fake = fakeShellClient('rows');
    const uploaded = () => fake.calls.some((c) => c.path === 'User/UploadAvatar');
    const api = fixtureApi('lab', {
      getUserInfo: async () => ({ ...users.lab, avatar: uploaded() ? NEW_AVATAR : null }),
    });
    renderAt(
      '/dashboard',
      <SelfServiceProviders signedInAs="lab" client={fake.client} api={api}>
        <UserMenu />
        <AccountDialog open onClose={() => {}} />
      </SelfServiceProviders>,
    );
    const headerAvatar = () => screen.getByTestId('user-menu').querySelector('img')?.getAttribute('src');
    await waitFor(() => expect(headerAvatar()).toBe('/avatar-default.svg'));
    fireEvent.click(await screen.findByTestId('account-tab-avatar'));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('avatar-file'), { target: { files: [file] } });
    await waitFor(() => expect(headerAvatar()).toBe(NEW_AVATAR));
  });
});

describe('booking detail', () => {
  const render3 = (consignType: number) =>
    renderAt('/', <ConsignmentDetail consignment={consignmentFixture(40, { consignType, mailOrderNumber: null })} />);

  it('a raw-material consignment shows its parcel number, witness and sample details', () => {
    render3(1);
    expect(screen.getByTestId('consignment-mail-number')).toBeTruthy();
    expect(screen.getByTestId('consignment-witness')).toBeTruthy();
    expect(screen.getAllByTestId('sample-fields').length).toBeGreaterThan(0);
  });

  for (const consignType of [2, 3]) {
    it(`a booking (type ${consignType}) leaves out what does not apply to a visit`, () => {
      render3(consignType);
      expect(screen.getByTestId('consignment-contact')).toBeTruthy();
      expect(screen.queryByTestId('consignment-mail-number')).toBeNull();
      expect(screen.queryByTestId('consignment-witness')).toBeNull();
      expect(screen.queryByTestId('sample-fields')).toBeNull();
    });
  }
});

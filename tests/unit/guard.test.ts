import { describe, expect, it } from 'vitest';
import { Permission } from '../../contracts/permissions';
import { afterLoginTarget, canEnter, decide } from '../../src/router/guard';
import { findRoute, resolveMenuPath, userCentrePath } from '../../src/router/match';
import { allRoutes } from '../../src/router/routes';
import { reachOf } from './reach';

const at = (pathname: string, search = '') => ({ pathname, fullPath: pathname + search });
const chainOf = (pathname: string) => findRoute(pathname, allRoutes)?.chain ?? [];

describe('route guard', () => {
  it('sends a visitor without a token to /login with the redirect parameter', () => {
    expect(
      decide({ ...at('/ConsignInfo/rawMateriaConsignInfo', '?page=2'), phase: 'signedOut', ...reachOf() }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FConsignInfo%2FrawMateriaConsignInfo%3Fpage%3D2',
    });
  });

  it('lets anyone reach the public routes', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgotPassword',
      '/auth-redirect',
      '/404',
      '/401',
      '/redirect/dashboard',
    ]) {
      expect(decide({ ...at(path), phase: 'signedOut', ...reachOf() }).kind).toBe('allow');
    }
  });

  it('sends a signed-in user on /login to the root, or to the redirect parameter', () => {
    expect(decide({ ...at('/login'), phase: 'signedIn', ...reachOf('lab') })).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decide({
        ...at('/login', '?redirect=%2FUserCenter%2FtestingOrganization'),
        phase: 'signedIn',
        ...reachOf('lab'),
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/UserCenter/testingOrganization',
    });
  });

  it('waits while the user is being loaded (token, no roles yet)', () => {
    expect(decide({ ...at('/dashboard'), phase: 'loading', ...reachOf() }).kind).toBe('wait');
    expect(decide({ ...at('/login'), phase: 'loading', ...reachOf() }).kind).toBe('wait');
  });

  it('sends a signed-in user outside their roles to /401 with no way back', () => {
    const path = '/SystemManager/TestUnitManager';
    expect(decide({ ...at(path), phase: 'signedIn', ...reachOf('lab'), chain: chainOf(path) })).toEqual({
      kind: 'redirect',
      to: '/401',
      noGoBack: true,
    });
    expect(decide({ ...at(path), phase: 'signedIn', ...reachOf('admin'), chain: chainOf(path) }).kind).toBe('allow');
  });

  it('checks every level of the matched chain', () => {
    // NoticeList: Pages.Notices.Manage (lab, admin); addConsignInfo under BusinessManagement: Pages.Consignment.Audit.
    expect(canEnter(reachOf('admin'), chainOf('/BusinessManagement/NoticeList'))).toBe(true);
    expect(canEnter(reachOf('consignor'), chainOf('/BusinessManagement/NoticeList'))).toBe(false);
    expect(canEnter(reachOf('lab'), chainOf('/BusinessManagement/addConsignInfo'))).toBe(true);
    expect(canEnter(reachOf('consignor'), chainOf('/UserCenter/UserManager/u/x/1'))).toBe(true);
    expect(canEnter(reachOf('lab'), chainOf('/UserCenter/ConsginUnitCenter'))).toBe(false);
    // Admin enters every route but one marked not for admin (the consigning unit's own centre).
    expect(canEnter(reachOf('admin'), chainOf('/UserCenter/ConsginUnitCenter'))).toBe(false);
    expect(canEnter(reachOf('consignor'), chainOf('/UserCenter/ConsginUnitCenter'))).toBe(true);
    expect(canEnter(reachOf('admin'), chainOf('/BusinessManagement/preManagement'))).toBe(true);
    expect(canEnter(reachOf(), chainOf('/dashboard'))).toBe(true);
  });

  it('lets a custom role in by its permissions, within the unit type a screen is for', () => {
    const keeper = {
      actorRole: null,
      permissions: [Permission.ProjectsManage, Permission.ConsignUnitsManage],
      unitType: 0,
    };
    expect(canEnter(keeper, chainOf('/SystemManager/ProjectManager'))).toBe(true);
    expect(canEnter(keeper, chainOf('/SystemManager/TestUnitManager'))).toBe(false);
    // Every permission the screen's calls need: a consignor holds ProjectsManage, for its own unit's projects only.
    expect(
      canEnter({ ...keeper, permissions: [Permission.ProjectsManage] }, chainOf('/SystemManager/ProjectManager')),
    ).toBe(false);
    expect(canEnter(reachOf('consignor'), chainOf('/SystemManager/ProjectManager'))).toBe(false);
    const path = '/SystemManager/RoleManager';
    expect(decide({ ...at(path), phase: 'signedIn', ...keeper, chain: chainOf(path) })).toMatchObject({ to: '/401' });
  });

  it('refuses redirect parameters that leave the site', () => {
    expect(afterLoginTarget('?redirect=//evil.example')).toBe('/');
    expect(afterLoginTarget('?redirect=https://evil.example')).toBe('/');
    expect(afterLoginTarget('?redirect=%2Flogin')).toBe('/');
    expect(afterLoginTarget('')).toBe('/');
  });

  it('matches parameterised routes and fills the menu link with the user', () => {
    expect(findRoute('/TestingOrgSearch/TestingOrgDetail/42', allRoutes)?.params).toEqual({ id: '42' });
    expect(findRoute('/nowhere', allRoutes)).toBeNull();
    expect(
      resolveMenuPath('/UserCenter/UserManager/:un/:ui/:ut', {
        userName: 'lab',
        unitId: 'u-1',
        unitType: 2,
        name: 'L',
      }),
    ).toBe('/UserCenter/UserManager/lab/u-1/2');
    expect(resolveMenuPath('/UserCenter/UserManager/:un/:ui/:ut', null)).toBe(
      '/UserCenter/UserManager/-/00000000-0000-0000-0000-000000000000/0',
    );
  });

  it('links the header dropdown to the user centre of the role the server told', () => {
    expect(userCentrePath('lab')).toBe('/UserCenter/testingOrganization');
    expect(userCentrePath('consignor')).toBe('/UserCenter/ConsginUnitCenter');
    expect(userCentrePath('admin')).toBeNull();
    expect(userCentrePath(null)).toBeNull();
  });
});

describe('route guard on the host (issue 17)', () => {
  const host = { ...reachOf('host'), host: true };
  it('sends the host’s administrator from the dashboard to the tenant list', () => {
    expect(decide({ ...at('/dashboard'), phase: 'signedIn', ...host })).toEqual({
      kind: 'redirect',
      to: '/SystemManager/TenantManager',
    });
    expect(
      decide({
        ...at('/SystemManager/TenantManager'),
        phase: 'signedIn',
        ...host,
        chain: chainOf('/SystemManager/TenantManager'),
      }).kind,
    ).toBe('allow');
  });

  it('keeps the host out of every tenant screen, and a tenant’s admin out of the tenant screen', () => {
    const users = '/UserCenter/Messages';
    expect(canEnter({ ...reachOf('admin', 'host'), host: true }, chainOf(users))).toBe(false);
    expect(canEnter(reachOf('admin'), chainOf(users))).toBe(true);
    expect(canEnter(reachOf('admin'), chainOf('/SystemManager/TenantManager'))).toBe(false);
    expect(canEnter(reachOf('host'), chainOf('/SystemManager/TenantManager'))).toBe(false);
  });

  it('waits while the session’s tenant is being looked up', () => {
    expect(decide({ ...at('/dashboard'), phase: 'signedIn', ...reachOf('lab'), tenantPending: true }).kind).toBe(
      'wait',
    );
    expect(decide({ ...at('/login'), phase: 'signedOut', ...reachOf(), tenantPending: true }).kind).toBe('allow');
  });
});

import { describe, expect, it } from 'vitest';
import { afterLoginTarget, canEnter, decide } from '../../src/router/guard';
import { findRoute, resolveMenuPath, userCentrePath } from '../../src/router/match';
import { allRoutes } from '../../src/router/routes';

const at = (pathname: string, search = '') => ({ pathname, fullPath: pathname + search });
const chainOf = (pathname: string) => findRoute(pathname, allRoutes)?.chain ?? [];

describe('route guard (SPEC §4/§5)', () => {
  it('sends a visitor without a token to /login with the redirect parameter', () => {
    expect(decide({ ...at('/ConsignInfo/rawMateriaConsignInfo', '?page=2'), phase: 'signedOut', roles: [] })).toEqual({
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
      expect(decide({ ...at(path), phase: 'signedOut', roles: [] }).kind).toBe('allow');
    }
  });

  it('sends a signed-in user on /login to the root, or to the redirect parameter', () => {
    expect(decide({ ...at('/login'), phase: 'signedIn', roles: ['lab'] })).toEqual({ kind: 'redirect', to: '/' });
    expect(
      decide({ ...at('/login', '?redirect=%2FUserCenter%2FtestingOrganization'), phase: 'signedIn', roles: ['lab'] }),
    ).toEqual({
      kind: 'redirect',
      to: '/UserCenter/testingOrganization',
    });
  });

  it('waits while the user is being loaded (token, no roles yet)', () => {
    expect(decide({ ...at('/dashboard'), phase: 'loading', roles: [] }).kind).toBe('wait');
    expect(decide({ ...at('/login'), phase: 'loading', roles: [] }).kind).toBe('wait');
  });

  it('sends a signed-in user outside their roles to /401 with no way back', () => {
    const path = '/SystemManager/TestUnitManager';
    expect(decide({ ...at(path), phase: 'signedIn', roles: ['lab'], chain: chainOf(path) })).toEqual({
      kind: 'redirect',
      to: '/401',
      noGoBack: true,
    });
    expect(decide({ ...at(path), phase: 'signedIn', roles: ['admin'], chain: chainOf(path) }).kind).toBe('allow');
  });

  it('checks every level of the matched chain', () => {
    // NoticeList: group lab+admin, child lab+admin; addConsignInfo under BusinessManagement: lab only.
    expect(canEnter(['admin'], chainOf('/BusinessManagement/NoticeList'))).toBe(true);
    expect(canEnter(['consignor'], chainOf('/BusinessManagement/NoticeList'))).toBe(false);
    expect(canEnter(['lab'], chainOf('/BusinessManagement/addConsignInfo'))).toBe(true);
    expect(canEnter(['consignor'], chainOf('/UserCenter/UserManager/u/x/1'))).toBe(true);
    expect(canEnter(['lab'], chainOf('/UserCenter/ConsginUnitCenter'))).toBe(false);
    // Admin enters every route but one marked not for admin (the consigning unit's own centre).
    expect(canEnter(['admin'], chainOf('/UserCenter/ConsginUnitCenter'))).toBe(false);
    expect(canEnter(['consignor'], chainOf('/UserCenter/ConsginUnitCenter'))).toBe(true);
    expect(canEnter(['admin'], chainOf('/BusinessManagement/preManagement'))).toBe(true);
    expect(canEnter([], chainOf('/dashboard'))).toBe(true);
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

  it('links the header dropdown to the right user centre', () => {
    expect(userCentrePath(['lab'])).toBe('/UserCenter/testingOrganization');
    expect(userCentrePath(['consignor'])).toBe('/UserCenter/ConsginUnitCenter');
    expect(userCentrePath(['admin'])).toBeNull();
    expect(userCentrePath(['admin', 'lab'])).toBeNull();
    expect(userCentrePath(['guest'])).toBeNull();
  });
});

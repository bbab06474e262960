import { describe, expect, it } from 'vitest';
import { Permission } from '../../contracts/permissions';
import { filterRoutes, flattenMenu, groupLanding, hasPermission } from '../../src/router/filter';
import { HOST_HOME_PATH } from '../../src/router/paths';
import { allRoutes, asyncRoutes } from '../../src/router/routes';
import type { AppRoute } from '../../src/router/types';
import { reachOf } from './reach';

const names = (routes: AppRoute[]) => flattenMenu(routes).map((e) => e.name);
const allNames = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((r) => [...(r.name ? [r.name] : []), ...allNames(r.children ?? [])]);
const branding = { iLISReportProgressQueryURL: 'https://ilis.example.org/query' };

describe('menu filter', () => {
  it('gives admin every route, hidden ones included, but those not for admin', () => {
    const filtered = filterRoutes(allRoutes, { ...reachOf('admin'), branding });
    // TenantManager: the host's screen, never a tenant's (issue 17); admin takes no step with samples (issue 42).
    const notForAdmin = [
      'ConsginUnitCenter',
      'addConsignInfo',
      'TenantManager',
      'sampleLabels',
      'sampling',
      'sampleReception',
      'witnessQueue',
      'witness',
    ];
    expect(allNames(filtered)).toEqual(allNames(allRoutes).filter((name) => !notForAdmin.includes(name)));
  });

  it('offers admin the lab screens it reads across labs, not the consigning unit’s own centre (issue 16)', () => {
    const visible = names(filterRoutes(allRoutes, { ...reachOf('admin'), branding }));
    expect(visible).toEqual(expect.arrayContaining(['preManagement', 'reportList', 'testingOrganization']));
    expect(visible).not.toContain('ConsginUnitCenter');
    // A consignor still has it.
    expect(names(filterRoutes(allRoutes, reachOf('consignor')))).toContain('ConsginUnitCenter');
  });

  it('shows a consignor only the consignor groups and children', () => {
    expect(names(filterRoutes(allRoutes, { ...reachOf('consignor'), branding }))).toEqual([
      'Dashboard',
      'rawMateriaConsignInfo',
      'sitePreConsignInfo',
      'payCompletionPreConsignInfo',
      'witnessQueue',
      'TestingOrgList',
      'reportSchedule',
      'ilisQuerySystem',
      'ConsginUnitCenter',
      'UserManager',
      'Messages',
    ]);
  });

  it('filters children recursively: a lab sees its BusinessManagement children only', () => {
    const filtered = filterRoutes(allRoutes, reachOf('lab'));
    expect(names(filtered)).toEqual([
      'Dashboard',
      'preManagement',
      'sampleReception',
      'reportList',
      'NoticeList',
      'SmsRecordList',
      'testingOrganization',
      'UserManager',
      'Messages',
    ]);
    const business = filtered.find((r) => r.path === '/BusinessManagement');
    expect(business?.children?.map((c) => c.name)).toEqual([
      'preManagement',
      'sampleReception',
      'reportList',
      'NoticeList',
      'SmsRecordList',
      'preConsignInfo',
      'auditConsignInfo',
      'auditSitePreConsignInfo',
      'siteVisitSchedule',
    ]);
  });

  it('offers the witness screens to any user of a consigning unit, without the booking permission (issue 42)', () => {
    const witness = filterRoutes(allRoutes, { actorRole: null, permissions: [Permission.Pages], unitType: 1 });
    expect(names(witness)).toEqual(['Dashboard', 'witnessQueue', 'Messages']);
    expect(allNames(witness)).toContain('witness');
    const labStaff = filterRoutes(allRoutes, { actorRole: null, permissions: [Permission.Pages], unitType: 2 });
    expect(allNames(labStaff)).not.toContain('witnessQueue');
  });

  it('uses what several roles grant together', () => {
    const filtered = names(filterRoutes(allRoutes, reachOf('lab', 'consignor')));
    expect(filtered).toContain('preManagement');
    expect(filtered).toContain('rawMateriaConsignInfo');
    expect(filtered).not.toContain('TestUnitManager');
  });

  it('keeps routes without permissions for everyone, and nothing else for an unknown role', () => {
    expect(names(filterRoutes(allRoutes, { ...reachOf('guest'), permissions: [] }))).toEqual(['Dashboard']);
    expect(names(filterRoutes(allRoutes, reachOf()))).toEqual(['Dashboard']);
    expect(hasPermission(reachOf(), { path: '/x' })).toBe(true);
    expect(hasPermission(reachOf('lab'), { path: '/x', meta: { title: 't', permissions: [] } })).toBe(true);
  });

  it('shows what a custom role grants: a group appears with the first screen it opens', () => {
    const reach = { actorRole: null, permissions: [Permission.LibrariesManage, Permission.Pages], unitType: 0 };
    const filtered = filterRoutes(allRoutes, reach);
    expect(names(filtered)).toEqual(['Dashboard', 'Messages', 'SysTestSampleManager', 'SysBaseStandardManager']);
    const system = filtered.find((r) => r.path === '/SystemManager') as AppRoute;
    expect(groupLanding(system)).toBe('/SystemManager/SysTestSampleManager');
    const userCenter = filtered.find((r) => r.path === '/UserCenter') as AppRoute;
    expect(groupLanding(userCenter)).toBe('/UserCenter/Messages');
    // Its own redirect when that screen is open to the user (a pattern with parameters included).
    const lab = filterRoutes(allRoutes, reachOf('lab')).find((r) => r.path === '/UserCenter') as AppRoute;
    expect(groupLanding(lab)).toBe('/UserCenter/UserManager');
  });

  it('checks the unit type of a screen for one kind of unit', () => {
    // Both hold OwnUnitManage; each sees its own kind of unit's page.
    expect(names(filterRoutes(allRoutes, reachOf('lab')))).not.toContain('ConsginUnitCenter');
    expect(names(filterRoutes(allRoutes, reachOf('consignor')))).not.toContain('testingOrganization');
    expect(names(filterRoutes(allRoutes, reachOf('consignor')))).not.toContain('ProjectManager');
  });

  it('drops a parent whose permissions miss, even when a child would match, and a group left empty', () => {
    const tree: AppRoute[] = [
      {
        path: '/a',
        meta: { title: 'a', permissions: [Permission.RolesManage] },
        children: [{ path: 'b', name: 'b', meta: { title: 'b' } }],
      },
      {
        path: '/c',
        meta: { title: 'c' },
        children: [
          { path: 'd', name: 'd', meta: { title: 'd', permissions: [Permission.CatalogueManage] } },
          { path: 'e', name: 'e', meta: { title: 'e' } },
        ],
      },
      {
        path: '/f',
        meta: { title: 'f' },
        children: [{ path: 'g', name: 'g', meta: { title: 'g', permissions: [Permission.RolesManage] } }],
      },
    ];
    expect(names(filterRoutes(tree, reachOf('consignor')))).toEqual(['e']);
    expect(names(filterRoutes(tree, reachOf('lab')))).toEqual(['d', 'e']);
    expect(filterRoutes(tree, reachOf('lab')).map((r) => r.path)).toEqual(['/c']);
  });

  it('shows ilisQuerySystem only when the branding has a query address', () => {
    expect(names(filterRoutes(asyncRoutes, reachOf('consignor')))).not.toContain('ilisQuerySystem');
    expect(
      names(filterRoutes(asyncRoutes, { ...reachOf('consignor'), branding: { iLISReportProgressQueryURL: '' } })),
    ).not.toContain('ilisQuerySystem');
    expect(names(filterRoutes(asyncRoutes, { ...reachOf('consignor'), branding }))).toContain('ilisQuerySystem');
  });

  it('leaves hidden routes out of the visible menu', () => {
    const visible = names(filterRoutes(allRoutes, { ...reachOf('admin'), branding }));
    for (const hidden of [
      'addSitePreConsignInfo',
      'addConsignInfo',
      'preConsignInfo',
      'auditConsignInfo',
      'auditSitePreConsignInfo',
      'TestingOrgDetail',
    ]) {
      expect(visible).not.toContain(hidden);
    }
  });

  it('shows the host (platform operator) only the tenant screen, whatever its roles let through (issue 17)', () => {
    const host = { ...reachOf('host'), branding, host: true };
    const menu = flattenMenu(filterRoutes(allRoutes, host));
    expect(menu.map((e) => e.path)).toEqual([HOST_HOME_PATH]);
    // An administrator's role on the host (it grants no Pages.Tenants) opens no tenant data either.
    expect(names(filterRoutes(allRoutes, { ...reachOf('admin', 'host'), branding, host: true }))).toEqual([
      'TenantManager',
    ]);
    expect(names(filterRoutes(allRoutes, { ...reachOf('admin'), branding, host: true }))).toEqual([]);
  });

  it('never shows the tenant screen inside a tenant, to its admin neither', () => {
    for (const role of ['admin', 'lab', 'consignor', 'host']) {
      expect(names(filterRoutes(allRoutes, { ...reachOf(role), branding }))).not.toContain('TenantManager');
    }
  });
});

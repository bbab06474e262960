import { describe, expect, it } from 'vitest';
import { filterRoutes, flattenMenu, hasPermission } from '../../src/router/filter';
import { allRoutes, asyncRoutes } from '../../src/router/routes';
import type { AppRoute } from '../../src/router/types';

const names = (routes: AppRoute[]) => flattenMenu(routes).map((e) => e.name);
const allNames = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((r) => [...(r.name ? [r.name] : []), ...allNames(r.children ?? [])]);
const branding = { iLISReportProgressQueryURL: 'https://ilis.example.org/query' };

describe('menu filter (SPEC §2)', () => {
  it('gives admin every route, hidden ones included, but those not for admin', () => {
    const filtered = filterRoutes(allRoutes, { roles: ['admin'], branding });
    expect(allNames(filtered)).toEqual(allNames(allRoutes).filter((name) => name !== 'ConsginUnitCenter'));
  });

  it('offers admin the lab screens it reads across labs, not the consigning unit’s own centre (issue 16)', () => {
    const visible = names(filterRoutes(allRoutes, { roles: ['admin'], branding }));
    expect(visible).toEqual(expect.arrayContaining(['preManagement', 'reportList', 'testingOrganization']));
    expect(visible).not.toContain('ConsginUnitCenter');
    // A consignor still has it.
    expect(names(filterRoutes(allRoutes, { roles: ['consignor'] }))).toContain('ConsginUnitCenter');
  });

  it('shows a consignor only the consignor groups and children', () => {
    expect(names(filterRoutes(allRoutes, { roles: ['consignor'], branding }))).toEqual([
      'Dashboard',
      'rawMateriaConsignInfo',
      'sitePreConsignInfo',
      'payCompletionPreConsignInfo',
      'TestingOrgList',
      'reportSchedule',
      'ilisQuerySystem',
      'ConsginUnitCenter',
      'UserManager',
      'Messages',
    ]);
  });

  it('filters children recursively: a lab sees its BusinessManagement children only', () => {
    const filtered = filterRoutes(allRoutes, { roles: ['lab'] });
    expect(names(filtered)).toEqual([
      'Dashboard',
      'preManagement',
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
      'reportList',
      'NoticeList',
      'SmsRecordList',
      'preConsignInfo',
      'auditConsignInfo',
      'auditSitePreConsignInfo',
      'siteVisitSchedule',
    ]);
  });

  it('uses the intersection of several roles', () => {
    const filtered = names(filterRoutes(allRoutes, { roles: ['lab', 'consignor'] }));
    expect(filtered).toContain('preManagement');
    expect(filtered).toContain('rawMateriaConsignInfo');
    expect(filtered).not.toContain('TestUnitManager');
  });

  it('keeps routes without roles for everyone, and nothing else for an unknown role', () => {
    expect(names(filterRoutes(allRoutes, { roles: ['guest'] }))).toEqual(['Dashboard']);
    expect(names(filterRoutes(allRoutes, { roles: [] }))).toEqual(['Dashboard']);
    expect(hasPermission([], { path: '/x' })).toBe(true);
    expect(hasPermission(['lab'], { path: '/x', meta: { title: 't', roles: [] } })).toBe(true);
  });

  it('drops a parent whose roles miss, even when a child would match', () => {
    const tree: AppRoute[] = [
      {
        path: '/a',
        meta: { title: 'a', roles: ['admin'] },
        children: [{ path: 'b', name: 'b', meta: { title: 'b' } }],
      },
      {
        path: '/c',
        meta: { title: 'c' },
        children: [
          { path: 'd', name: 'd', meta: { title: 'd', roles: ['lab'] } },
          { path: 'e', name: 'e', meta: { title: 'e' } },
        ],
      },
    ];
    expect(names(filterRoutes(tree, { roles: ['consignor'] }))).toEqual(['e']);
    expect(names(filterRoutes(tree, { roles: ['lab'] }))).toEqual(['d', 'e']);
  });

  it('shows ilisQuerySystem only when the branding has a query address', () => {
    expect(names(filterRoutes(asyncRoutes, { roles: ['consignor'] }))).not.toContain('ilisQuerySystem');
    expect(
      names(filterRoutes(asyncRoutes, { roles: ['consignor'], branding: { iLISReportProgressQueryURL: '' } })),
    ).not.toContain('ilisQuerySystem');
    expect(names(filterRoutes(asyncRoutes, { roles: ['consignor'], branding }))).toContain('ilisQuerySystem');
  });

  it('leaves hidden routes out of the visible menu', () => {
    const visible = names(filterRoutes(allRoutes, { roles: ['admin'], branding }));
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
});

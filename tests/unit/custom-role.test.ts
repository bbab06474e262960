import { describe, expect, it } from 'vitest';
import { Permission } from '../../contracts/permissions';
import type { UserInfo } from '../../machines/session.types';
import type { SysMessageRow } from '../../src/api/messages';
import { subjectPath } from '../../src/features/messages/messageText';
import { filterRoutes } from '../../src/router/filter';
import { canEnter } from '../../src/router/guard';
import { findRoute, userCentrePath } from '../../src/router/match';
import { allRoutes } from '../../src/router/routes';
import { selectActsAs, selectIsAdmin } from '../../src/session/selectors';

// Issue 41, item 2: the browser acts on the role the server tells (GetUserInfo actorRole, from the user's unit and
// permission), never on what the roles are called. A lab clerk whose custom role is named anything gets the lab's
// behaviour; a consignor whose custom role happens to be called "lab" or "admin" gets the consignor's.

const snap = (user: Partial<UserInfo>) => ({ context: { user, roles: user.roles ?? [] } }) as never;
const message = (kind: SysMessageRow['kind']): SysMessageRow => ({
  id: 'm-1',
  kind,
  subjectId: 'c-1',
  subjectNo: 'CL-20261202-0001',
  params: { consignType: '1' },
  creationTime: '2026-12-02T00:00:00Z',
  readTime: null,
});
const chainOf = (pathname: string) => findRoute(pathname, allRoutes)?.chain ?? [];
const names = (routes: ReturnType<typeof filterRoutes>): string[] =>
  routes.flatMap((r) => [...(r.name ? [r.name] : []), ...names(r.children ?? [])]);

const labClerk = {
  roles: ['sampleDesk'],
  actorRole: 'lab' as const,
  permissions: [Permission.Pages, Permission.ConsignmentAudit, Permission.ReportsManage],
  unitType: 2,
};
const misnamedConsignor = {
  roles: ['lab', 'admin'],
  actorRole: 'consignor' as const,
  permissions: [Permission.Pages, Permission.ConsignmentBook],
  unitType: 1,
};

describe('a custom role acts as the server says', () => {
  it('a lab clerk with a custom role opens messages at the lab’s screen and has the lab’s user centre', () => {
    expect(selectActsAs(snap(labClerk))).toBe('lab');
    expect(subjectPath(message('consignSubmitted'), selectActsAs(snap(labClerk)))).toBe(
      '/BusinessManagement/addConsignInfo?id=c-1',
    );
    expect(userCentrePath(selectActsAs(snap(labClerk)))).toBe('/UserCenter/testingOrganization');
    expect(selectIsAdmin(snap(labClerk))).toBe(false);
  });

  it('a consignor whose roles are named "lab" and "admin" is neither', () => {
    const actor = selectActsAs(snap(misnamedConsignor));
    expect(actor).toBe('consignor');
    expect(selectIsAdmin(snap(misnamedConsignor))).toBe(false);
    expect(subjectPath(message('consignPassed'), actor)).toBe('/ConsignInfo/consignInfoDetail/c-1');
    expect(userCentrePath(actor)).toBe('/UserCenter/ConsginUnitCenter');
    // No admin's whole menu: only what its permissions open.
    const reach = { actorRole: actor, permissions: misnamedConsignor.permissions, unitType: 1 };
    expect(canEnter(reach, chainOf('/SystemManager/TestUnitManager'))).toBe(false);
    expect(names(filterRoutes(allRoutes, reach))).not.toContain('TestUnitManager');
  });

  it('admin is who the server names admin: its whole menu, every lab’s lists', () => {
    const admin = { roles: ['platformKeeper'], actorRole: 'admin' as const, permissions: [Permission.Pages] };
    expect(selectIsAdmin(snap(admin))).toBe(true);
    expect(canEnter({ ...admin, unitType: 0 }, chainOf('/SystemManager/TestUnitManager'))).toBe(true);
    expect(userCentrePath(selectActsAs(snap(admin)))).toBeNull();
  });

  it('a user the server names no role for reads no role’s screens', () => {
    const none = { roles: ['lab'], actorRole: null, permissions: [Permission.Pages], unitType: 2 };
    expect(selectActsAs(snap(none))).toBeNull();
    expect(userCentrePath(null)).toBeNull();
    expect(canEnter({ ...none }, chainOf('/BusinessManagement/preManagement'))).toBe(false);
  });
});

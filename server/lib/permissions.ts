// The permission names and the static roles' grants are shared with the browser (its menu is gated by them):
// they live in contracts/permissions.ts.
export * from '../../contracts/permissions';

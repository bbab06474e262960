// Addresses the first load needs (the sign-in page and the guard), apart from the route table (./routes.ts), which
// names every screen and so belongs to the shell's chunk.

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';
/** The host's home (the platform operator's administrator): the tenant list, src/router/routes.ts. */
export const HOST_HOME_PATH = '/SystemManager/TenantManager';

export const PUBLIC_PATHS = [
  LOGIN_PATH,
  '/register',
  '/forgotPassword',
  '/auth-redirect',
  '/404',
  '/401',
  '/reportVerify',
] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname) || pathname.startsWith('/redirect/');
}

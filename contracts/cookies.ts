// Cookies the browser keeps and the server reads. Plain constants: the sign-in page's first load imports this file,
// so it carries no schema library.

/** The auth cookie's fixed name: the signed-in browser's token. The server picks the page's document by it. */
export const TOKEN_COOKIE = 'LabConsign-Token';

/**
 * The cookie (and header) naming the tenant the browser chose (ABP's name), read when the domain names none: a tenant
 * id, HOST_TENANT_ID for the platform operator; absent: the default tenant. contracts/tenant.ts re-exports both.
 */
export const TENANT_COOKIE = 'Abp.TenantId';
/** The host's tenant id: the operator's own users and roles; it holds no labs, units or consignments. */
export const HOST_TENANT_ID = 0;

// Cookies the browser keeps and the server reads. Plain constants: the sign-in page's first load imports this file,
// so it carries no schema library.

/** The auth cookie's fixed name (SPEC §9): the signed-in browser's token. The server picks the page's document by it. */
export const TOKEN_COOKIE = 'LabConsign-Token';

/** The tenant the browser chose on the sign-in page (ABP's name; also accepted as a header): its id, 0 the host. */
export const TENANT_COOKIE = 'Abp.TenantId';

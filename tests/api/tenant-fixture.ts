// Headers of a request in one tenant (0 the host), signed in with `token` when given, answered in English.
export const as = (tenantId: number, token?: string): Record<string, string> => ({
  'abp.tenantid': String(tenantId),
  'accept-language': 'en',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

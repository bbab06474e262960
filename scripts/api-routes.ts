// `virtual:api-routes`: the method and path of every operation of the API manifest (contracts/api), read from the
// manifest at build time. The browser's client (src/api/endpoints.ts) takes its types from the manifest and these
// few facts at run time, so it never loads the TypeBox schemas the manifest holds for the server.
import type { Plugin } from 'vite';
import { services } from '../contracts/api/index';
import { wireOf } from '../contracts/api/manifest';

const ID = 'virtual:api-routes';

export function apiRoutes(): Plugin {
  return {
    name: 'labconsign:api-routes',
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(wireOf(services))};` : null),
  };
}

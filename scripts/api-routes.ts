// `virtual:api-routes`: the method and path of every operation of the API manifest (contracts/api), read from the
// manifest at build time. The browser's client (src/api/endpoints.ts) takes its types from the manifest and these
// few facts at run time, so it never loads the TypeBox schemas the manifest holds for the server. The manifest is
// loaded through Vite's module runner when asked for, not bundled into the Vite config.
import { resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import type * as Index from '../contracts/api/index';
import type * as Manifest from '../contracts/api/manifest';

const ID = 'virtual:api-routes';
const folder = resolve(import.meta.dirname, '..', 'contracts', 'api');

export function apiRoutes(): Plugin {
  return {
    name: 'labconsign:api-routes',
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      const [index, manifest] = await Promise.all([
        runnerImport<typeof Index>(resolve(folder, 'index.ts'), { configFile: false }),
        runnerImport<typeof Manifest>(resolve(folder, 'manifest.ts'), { configFile: false }),
      ]);
      for (const file of index.dependencies) this.addWatchFile(file);
      return `export default ${JSON.stringify(manifest.module.wireOf(index.module.services))};`;
    },
  };
}

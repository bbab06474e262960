import fp from 'fastify-plugin';
import type { BackupResult } from '../backup/take';
import { assertOperator } from '../lib/operator-access';

/**
 * POST /backup: the embedded database's online backup, which only the process holding it can take (npm run backup
 * calls it). The operator's endpoint, guarded as /metrics is; a call while a backup runs gets that backup's result.
 */
export default fp<{ token?: string; run: () => Promise<BackupResult> }>(
  async (app, { token, run }) => {
    let running: Promise<BackupResult> | undefined;
    app.post('/backup', { schema: { hide: true } }, async (request) => {
      assertOperator(request, token);
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    });
  },
  { name: 'backup' },
);

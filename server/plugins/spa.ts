import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built browser app from `distDir`; any other GET outside /api and /swagger gets
 * index.html so the client-side router can handle it. Does nothing when there is no build.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'no built browser app (index.html missing); serving the API only');
      return;
    }
    await app.register(fastifyStatic, { root: distDir, wildcard: false });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.toLowerCase();
      if (path.startsWith('/api') || path.startsWith('/swagger')) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);

import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { TOKEN_COOKIE } from '../../contracts/cookies';

/** Vite's output folder for content-hashed files (build.assetsDir): a changed file gets a new name. */
const ASSETS = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated on each use, so a new build is picked up at once. */
const REVALIDATE = 'no-cache';

/** A request from a browser that holds a token (signed in, or was: the shell then sends it to the sign-in page). */
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=[^;]`);

/**
 * Serves the built browser app from `distDir`: the build's brotli/gzip siblings when the client accepts them,
 * hashed assets cached for a year, the rest revalidated. Any other GET outside /api, /swagger and /assets gets
 * the app's document (index.html, or shell.html for a browser with a token) so the client-side router can handle it. Does nothing when there is no build.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      app.log.warn({ distDir }, 'no built browser app (index.html missing); serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        const hashed = relative(distDir, path).startsWith(`${ASSETS}${sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
    // Two documents of one app (vite.config.ts): index.html starts with the sign-in page's modules only; shell.html
    // also carries the shell's (Chakra, the routes, the frame) as render-blocking scripts, for a browser that signs in
    // by token. A build without it serves index.html to both.
    const shell = existsSync(join(distDir, 'shell.html')) ? 'shell.html' : 'index.html';
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.toLowerCase();
      // A missing hashed file (an old tab asking for a chunk of the previous build) is a 404, not a page.
      if (['/api', '/swagger', `/${ASSETS}/`].some((prefix) => path.startsWith(prefix))) return reply.callNotFound();
      const signedIn = SIGNED_IN.test(request.headers.cookie ?? '');
      return reply.header('vary', 'cookie').sendFile(signedIn ? shell : 'index.html');
    });
  },
  { name: 'spa' },
);

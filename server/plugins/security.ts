import type { ClientRequest } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy allows scripts only from this origin's files (no inline script, no eval; WebAssembly may
 * be compiled, `'wasm-unsafe-eval'`, for the label scanner's zxing decoder, itself a file of this origin), framing only
 * by this origin, and styles from this origin plus inline ones: Chakra UI (emotion) writes its CSS into <style> tags
 * at run time, and the swagger UI sets style attributes.
 */
const options: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // The attachment preview shows a PDF the page fetched itself (with the token) from an object URL.
      frameSrc: ["'self'", 'blob:'],
      imgSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
    },
  },
};

/**
 * The headers @fastify/helmet writes with `options`, as it writes them (names in its case), read once from a
 * throw-away instance: without nonces they are the same on every answer, while the plugin builds helmet's whole
 * middleware again on each request, a cost of the same order as Fastify's own routing.
 */
async function helmetHeaders(): Promise<[string, number | string | readonly string[]][]> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: [string, number | string | readonly string[]][] = [];
  probe.get('/', async (_request, reply) => {
    // Helmet has run (onRequest) and Fastify has not written its own headers yet: these are helmet's alone. Every
    // outgoing message has getRawHeaderNames (names as set); @types/node declares it on ClientRequest only.
    const raw = reply.raw as typeof reply.raw & Pick<ClientRequest, 'getRawHeaderNames'>;
    headers = raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name) ?? '']);
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

/**
 * Security headers on every answer, helmet's. They go on the raw response as helmet puts them, so a hijacked answer
 * (the live stream) carries them too.
 */
export default fp(
  async (app) => {
    const headers = await helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);

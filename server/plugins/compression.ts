import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers of at least this many bytes are compressed; below it the header costs more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * On-the-fly compression (brotli or gzip, as the client accepts) of API answers and of any file the build did not
 * precompress; files served with their own Content-Encoding (the build's .br/.gz, see spa.ts) pass untouched.
 */
export default fp(
  async (app) => {
    await app.register(compress, { threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);

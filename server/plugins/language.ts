import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageFromHeader } from '../lib/i18n';

/** The caller's language: Accept-Language (zh/en/es), else the signed-in user's stored language, else zh. */
export function languageOf(request: FastifyRequest): Language {
  const fromHeader = languageFromHeader(request.headers['accept-language']);
  if (fromHeader) return fromHeader;
  const stored = request.currentUser?.language;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language for messages in this answer. */
    readonly language: Language;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        return languageOf(this);
      },
    });
  },
  { name: 'language' },
);

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorInfo, ValidationErrorInfo } from '../../contracts/envelope';
import { isEnvelope } from '../../contracts/envelope-guard';
import { memberPath, validationMessage } from '../../contracts/validation';
import { isDatabaseUnavailable } from '../db/pool';
import { failure, success } from '../lib/envelope';
import { InvalidInputs, UserFacingError } from '../lib/errors';
import { type Language, translate } from '../lib/i18n';
import { languageOf } from './language';

/** What a 503 for an unavailable database tells the client to wait: about the time a failover takes (README). */
const RETRY_AFTER_SECONDS = 5;

const isApi = (url: string) => url.toLowerCase().startsWith('/api/') || url.toLowerCase() === '/api';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** One ABP ValidationErrorInfo per ajv error, naming the offending member (the rule: contracts/validation.ts). */
function validationErrors(language: Language, errors: AjvError[], context: string): ValidationErrorInfo[] {
  return errors.map((error) => {
    const { key, values, member } = validationMessage(
      error.keyword,
      memberPath(error.instancePath),
      error.params,
      context,
    );
    return { message: translate(language, key, values), members: [member] };
  });
}

const errorInfo = (code: number, message: string, validation: ValidationErrorInfo[] | null = null): ErrorInfo => ({
  code,
  message,
  details: null,
  validationErrors: validation,
});

function send(reply: FastifyReply, status: number, info: ErrorInfo) {
  return reply.status(status).send(failure(info, status === 401));
}

async function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request);
  if (error instanceof UserFacingError) {
    reply.headers(error.headers);
    const message = translate(language, error.key, error.params);
    if (error instanceof InvalidInputs) {
      const problems = error.problems.map((p) => ({
        message: translate(language, p.key, p.params),
        members: p.members,
      }));
      return send(reply, 400, errorInfo(400, message, problems));
    }
    if (!error.members) return send(reply, error.status, errorInfo(error.status, message));
    const title = translate(language, 'errors.validation.title');
    return send(reply, error.status, errorInfo(error.status, title, [{ message, members: error.members }]));
  }
  if (error.validation) {
    const title = translate(language, 'errors.validation.title');
    const context = error.validationContext ?? 'body';
    return send(reply, 400, errorInfo(400, title, validationErrors(language, error.validation as AjvError[], context)));
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP_'))) {
    // Malformed or empty JSON body.
    const message = translate(language, 'errors.validation.malformedJson');
    return send(reply, 400, errorInfo(400, translate(language, 'errors.validation.title'), [{ message, members: [] }]));
  }
  if (status >= 400 && status < 500) {
    const key =
      {
        401: 'errors.unauthorized',
        403: 'errors.forbidden',
        404: 'errors.notFound',
        413: 'errors.payloadTooLarge',
        415: 'errors.unsupportedMediaType',
      }[status] ?? 'errors.validation.title';
    return send(reply, status, errorInfo(status, translate(language, key)));
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away for a moment (a restart, a failover): worth trying again, unlike an internal error.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(reply, 503, errorInfo(503, translate(language, 'errors.databaseUnavailable')));
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, errorInfo(500, translate(language, 'errors.internal', { requestId: request.id })));
}

/**
 * The ABP envelope on every JSON answer, done once: handlers return their result, this plugin
 * wraps it; errors of any kind become an error envelope with the right status code.
 */
export default fp(
  async (app) => {
    // Callback hooks, not async ones: they run on every answer, and an async hook costs a promise and a tick each.
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      done(null, isEnvelope(payload) || !isApi(request.url) ? payload : success(payload));
    });

    // Fastify hands strings straight to onSend (no serialisation), so a string result is wrapped here.
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof payload !== 'string' || !isApi(request.url) || !type.startsWith('text/plain'))
        return done(null, payload);
      reply.header('content-type', 'application/json; charset=utf-8');
      done(null, JSON.stringify(success(payload)));
    });

    app.setErrorHandler(handleError);

    app.setNotFoundHandler(async (request, reply) => {
      const language = languageOf(request);
      return send(reply, 404, errorInfo(404, translate(language, 'errors.notFound')));
    });
  },
  { name: 'abp-envelope', dependencies: ['language'] },
);

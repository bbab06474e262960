import fp from 'fastify-plugin';
import { invalidInput } from '../lib/errors';
import { controlAt } from '../lib/input-text';

/**
 * The one boundary every request's text passes: a control character anywhere in the query, the path's params or
 * the body (JSON or a form read whole; a streamed upload's fields are checked as they are read, file/upload.ts) is
 * refused with a 400 naming the field, before validation and before any handler or query sees it. Which text is a
 * single line, and how names and phone numbers are cleaned, the contracts say (server/lib/validation.ts).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const member = controlAt(part);
        if (member !== undefined) return done(invalidInput(member || 'body', 'errors.validation.control'));
      }
      done();
    });
  },
  { name: 'input-text' },
);

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI from the route schemas: UI at /swagger, document at /swagger/json. Register before the routes. */
export default fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'LabConsign API',
          description: 'ABP-compatible API: every JSON answer is the envelope { result, success, error, … }.',
          version,
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/swagger' });
  },
  { name: 'swagger' },
);

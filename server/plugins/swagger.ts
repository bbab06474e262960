import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { hoistComponents, operationIdFor } from '../lib/openapi';

/** OpenAPI from the route schemas: UI at /swagger, document at /swagger/json. Register before the routes. */
export default fp<{ version: string }>(
  async (app, { version }) => {
    // Every route gets an operationId from its wire path, so generated clients name the call as the product does.
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return;
      const url = Array.isArray(route.url) ? route.url[0] : route.url;
      const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
      route.schema = { ...route.schema, operationId: route.schema.operationId ?? operationIdFor(method, url) };
    });
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'LabConsign API',
          description: 'ABP-compatible API: every JSON answer is the envelope { result, success, error, … }.',
          version,
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transformObject: (document) =>
        hoistComponents(('openapiObject' in document ? document.openapiObject : {}) as Record<string, unknown>),
    });
    await app.register(swaggerUi, { routePrefix: '/swagger' });
  },
  { name: 'swagger' },
);

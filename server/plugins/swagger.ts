import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { hoistComponents, operationIdFor } from '../lib/openapi';
import { finishDocument } from '../lib/openapi-document';
import { documentedRoute, SECURITY_SCHEMES } from '../lib/openapi-route';

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
          description:
            'ABP-compatible API: every JSON answer is the envelope { result, success, error, … } (the Envelope ' +
            'component; errors the ErrorEnvelope). Files travel as multipart/form-data and come back as their bytes.',
          version,
        },
        // Relative: the document describes the server that serves it, wherever it is deployed.
        servers: [{ url: '/', description: 'the server this document is served by' }],
        components: { securitySchemes: SECURITY_SCHEMES },
      },
      // Per route, for the document only (the route's own schema validates and serializes unchanged).
      transform: ({ schema, url, route }) =>
        !schema || schema.hide
          ? { schema, url }
          : {
              schema: documentedRoute(
                schema as Record<string, unknown>,
                String(route.method),
                route,
                app.identify,
              ) as typeof schema,
              url,
            },
      transformObject: (document) =>
        finishDocument(
          hoistComponents(('openapiObject' in document ? document.openapiObject : {}) as Record<string, unknown>),
        ),
    });
    await app.register(swaggerUi, { routePrefix: '/swagger' });
  },
  { name: 'swagger' },
);

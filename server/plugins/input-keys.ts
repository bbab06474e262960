import fp from 'fastify-plugin';

type Properties = Record<string, unknown> | undefined;

/** Rename keys that match a schema property but for letter case (`UserNameOrEmailAddress` → `userNameOrEmailAddress`). */
function normalise(input: unknown, properties: Properties): void {
  if (!properties || typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const target = input as Record<string, unknown>;
  const byLowerCase = new Map(Object.keys(properties).map((name) => [name.toLowerCase(), name]));
  for (const key of Object.keys(target)) {
    const name = byLowerCase.get(key.toLowerCase());
    if (name === undefined || name === key) continue;
    // When both spellings are sent, the schema's own spelling wins.
    if (!(name in target)) target[name] = target[key];
    delete target[key];
  }
}

const propertiesOf = (schema: unknown): Properties =>
  (schema as { properties?: Record<string, unknown> } | undefined)?.properties;

/**
 * ABP clients send PascalCase or camelCase keys (ASP.NET binds either). Top-level body and query keys are
 * matched to the route schema's names, ignoring case, before validation runs.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const schema = request.routeOptions.schema;
      if (schema) {
        normalise(request.body, propertiesOf(schema.body));
        normalise(request.query, propertiesOf(schema.querystring));
      }
      done();
    });
  },
  { name: 'input-keys' },
);

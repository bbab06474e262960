// Shaping of the OpenAPI document: operation ids from wire paths, named contract shapes as components.

const MARKER = 'x-component';

/**
 * `/api/services/app/BuReport/GetReportSchedule` → `BuReport_GetReportSchedule`; `/api/TokenAuth/Authenticate` →
 * `TokenAuth_Authenticate`. Paths outside a service keep their segments; a method other than GET or POST on the
 * same path is prefixed, so every id stays unique.
 */
export function operationIdFor(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\/(services\/app\/)?/, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':'))
    .map((segment) => segment.replace(/[^A-Za-z0-9]/g, ''));
  const base = segments.join('_') || 'root';
  return ['GET', 'POST'].includes(method.toUpperCase()) ? base : `${method.toLowerCase()}_${base}`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * Every schema marked with `named()` (contracts/common.ts) moves to components.schemas under its name and each use
 * becomes a $ref. Two different shapes under one name are a contract bug and stop the document.
 */
export function hoistComponents(document: Json): Json {
  const found = new Map<string, Json>();
  // Query strings and path parameters are listed one parameter at a time: their shapes only lose the marker.
  const visit = (node: unknown, hoist = true): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, hoist));
    if (!isObject(node)) return node;
    const copy: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key !== MARKER) copy[key] = visit(value, hoist && key !== 'parameters');
    }
    const name = node[MARKER];
    if (typeof name !== 'string' || !hoist) return copy;
    const seen = found.get(name);
    if (seen && JSON.stringify(seen) !== JSON.stringify(copy)) throw new Error(`Two contract shapes are named ${name}`);
    found.set(name, copy);
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = visit(document.paths);
  const components = isObject(document.components) ? document.components : {};
  const existing = isObject(components.schemas) ? components.schemas : {};
  const schemas = Object.fromEntries(
    [...Object.entries(existing), ...found.entries()].sort(([a], [b]) => a.localeCompare(b)),
  );
  return { ...document, paths, components: { ...components, schemas } };
}

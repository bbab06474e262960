import { buildApp } from './server/app';
import { openDatabase } from './server/db/client';

const h = await openDatabase({ memory: true });
const app = await buildApp({ db: h.db, jwtSecret: 'x'.repeat(40) });
await app.ready();
const r = await app.inject('/swagger/json');
const doc = JSON.parse(r.body);
console.log('size', r.body.length, 'components', Object.keys(doc.components.schemas).length);
const ids = Object.values(doc.paths).flatMap((p: any) => Object.values(p).map((o: any) => o.operationId));
console.log('ops', ids.length, 'unique', new Set(ids).size, ids.slice(0, 5));
process.exit(0);

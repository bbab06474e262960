import { BuReport } from './report';

// Every service of the API manifest by name (contracts/api/manifest.ts): the server registers each
// (server/app.ts), the browser's client calls them by these names (src/api/endpoints.ts).
export const services = { BuReport } as const;

export type Services = typeof services;

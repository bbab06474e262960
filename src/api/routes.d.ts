// The wire facts of the API manifest's operations, made at build time (scripts/api-routes.ts).
declare module 'virtual:api-routes' {
  const routes: import('../../contracts/api/manifest').Wire<import('../../contracts/api/index').Services>;
  export default routes;
}

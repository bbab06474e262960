-- Tenant context that fails closed. Every statement of the application runs in a transaction that takes a role and
-- a tenant for itself (server/db/tenancy/scope.ts): labconsign_tenant with app.tenant_id for a tenant's work,
-- labconsign_runtime with no tenant for the platform's own tables (tenants, jobs, live events, settings).
--
-- 1. No tenant, no rows: current_tenant() raises instead of falling back to the default tenant, so a statement on a
--    tenant table outside a tenant's scope is an error, never another tenant's data. Still an SQL function that the
--    planner inlines into the policies and column defaults; no_tenant() is only reached when the setting is empty.
CREATE FUNCTION no_tenant() RETURNS integer LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
BEGIN
  RAISE EXCEPTION 'no tenant is set for this statement'
    USING ERRCODE = 'insufficient_privilege', HINT = 'Tenant tables are read and written inside a tenant''s scope.';
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION current_tenant() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(nullif(current_setting('app.tenant_id', true), '')::integer, no_tenant()) $$;
--> statement-breakpoint
-- 2. The role of the platform's statements (no tenant): every table but under the same policies, so a tenant table
--    still needs a tenant; unlike labconsign_tenant it may read the tenants' list. Like the tenant role it owns nothing
--    and logs in nowhere: the runtime's login role is granted both (server/db/client.ts, at migration).
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'labconsign_runtime') THEN
    CREATE ROLE labconsign_runtime NOLOGIN;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT labconsign_runtime TO %I', current_user);
EXCEPTION WHEN others THEN NULL; -- a superuser needs no membership
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO labconsign_runtime;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO labconsign_runtime;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO labconsign_runtime;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO labconsign_runtime;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO labconsign_runtime;
--> statement-breakpoint
-- The readiness probe compares the applied migrations with the release's.
GRANT USAGE ON SCHEMA drizzle TO labconsign_runtime;
--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO labconsign_runtime;
--> statement-breakpoint
-- 3. The owner is held by the policies too (FORCE): only a superuser or a BYPASSRLS role sees across tenants.
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.table_name FROM information_schema.columns c
           JOIN information_schema.tables tb USING (table_schema, table_name)
           WHERE c.table_schema = current_schema() AND c.column_name = 'tenant_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
  END LOOP;
END $$;

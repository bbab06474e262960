CREATE TABLE "sample_label_event" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label_id" uuid NOT NULL,
	"action" varchar(16) NOT NULL,
	"actor_user_id" uuid,
	"actor_name" varchar(64),
	"actor_unit" varchar(128),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"note" varchar(256),
	"tenant_id" integer DEFAULT current_tenant() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_label" (
	"id" uuid PRIMARY KEY NOT NULL,
	"label_code" varchar(12) NOT NULL,
	"consign_id" uuid NOT NULL,
	"sample_info_id" uuid NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"consign_unit_id" uuid NOT NULL,
	"label_status" smallint NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bound_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"witnessed_at" timestamp with time zone,
	"witness_user_id" uuid,
	"witness_name" varchar(64),
	"received_at" timestamp with time zone,
	"void_reason" varchar(256),
	"replaces_label_id" uuid,
	"tenant_id" integer DEFAULT current_tenant() NOT NULL,
	CONSTRAINT "sample_label_status_ck" CHECK ("sample_label"."label_status" in (10, 20, 30, 40, 50, 60, 70, 90))
);
--> statement-breakpoint
ALTER TABLE "sample_label_event" ADD CONSTRAINT "sample_label_event_label_id_sample_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."sample_label"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Checking the new foreign keys reads the tables they point at, whose policies (FORCEd for the owner by drizzle/0019)
-- refuse a statement with no tenant: the owner steps out of them for this transaction only, as drizzle/0020 does.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['consign_info', 'bu_sample_info', 'test_units', 'consign_units'] LOOP
    EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY', t);
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "sample_label" ADD CONSTRAINT "sample_label_consign_id_consign_info_id_fk" FOREIGN KEY ("consign_id") REFERENCES "public"."consign_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_label" ADD CONSTRAINT "sample_label_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_label" ADD CONSTRAINT "sample_label_test_unit_id_test_units_id_fk" FOREIGN KEY ("test_unit_id") REFERENCES "public"."test_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_label" ADD CONSTRAINT "sample_label_consign_unit_id_consign_units_id_fk" FOREIGN KEY ("consign_unit_id") REFERENCES "public"."consign_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT c.table_name FROM information_schema.columns c
           WHERE c.table_schema = current_schema() AND c.column_name = 'tenant_id'
             AND c.table_name IN ('consign_info', 'bu_sample_info', 'test_units', 'consign_units')
  LOOP
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE INDEX "sample_label_event_label_idx" ON "sample_label_event" USING btree (tenant_id,"label_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_label_code_uq" ON "sample_label" USING btree ("label_code");--> statement-breakpoint
CREATE INDEX "sample_label_consign_idx" ON "sample_label" USING btree (tenant_id,"consign_id","printed_at");--> statement-breakpoint
CREATE INDEX "sample_label_test_unit_status_idx" ON "sample_label" USING btree (tenant_id,"test_unit_id","label_status");--> statement-breakpoint
CREATE INDEX "sample_label_consign_unit_status_idx" ON "sample_label" USING btree (tenant_id,"consign_unit_id","label_status");--> statement-breakpoint
-- Tenant tables: row-level security as every other (drizzle/0015_tenants.sql, 0019_tenant_context_fail_closed.sql).
ALTER TABLE "sample_label" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sample_label" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON "sample_label" USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());--> statement-breakpoint
ALTER TABLE "sample_label_event" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sample_label_event" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON "sample_label_event" USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());

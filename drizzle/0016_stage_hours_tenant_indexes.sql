CREATE TABLE "dash_stage_hours" (
	"stage" smallint NOT NULL,
	"day" date NOT NULL,
	"h" double precision NOT NULL,
	"n" integer NOT NULL,
	"tenant_id" integer DEFAULT current_tenant() NOT NULL,
	CONSTRAINT "dash_stage_hours_tenant_id_stage_day_h_pk" PRIMARY KEY("tenant_id","stage","day","h")
);
--> statement-breakpoint
DROP INDEX "dash_stage_all_idx";--> statement-breakpoint
DROP INDEX "consign_info_open_deadline_idx";--> statement-breakpoint
DROP INDEX "dash_lab_day_all_idx";--> statement-breakpoint
DROP INDEX "dash_stage_lab_idx";--> statement-breakpoint
DROP INDEX "dash_stage_unit_idx";--> statement-breakpoint
CREATE INDEX "consign_info_open_deadline_idx" ON "consign_info" USING btree (tenant_id,"test_unit_id","consign_status","expect_test_time","accept_time") WHERE "consign_info"."is_deleted" = false and "consign_info"."consign_status" in (20, 40);--> statement-breakpoint
CREATE INDEX "dash_lab_day_all_idx" ON "dash_lab_day" USING btree (tenant_id,"kind","day","test_unit_id","status","n","amount");--> statement-breakpoint
CREATE INDEX "dash_stage_lab_idx" ON "dash_stage" USING btree (tenant_id,"test_unit_id","ended","stage","h") WHERE "dash_stage"."lab";--> statement-breakpoint
CREATE INDEX "dash_stage_unit_idx" ON "dash_stage" USING btree (tenant_id,"consign_unit_id","ended","test_unit_id","stage","h");--> statement-breakpoint
-- A tenant table made after 0015: the same policy as every other (drizzle/0015_tenants.sql).
ALTER TABLE "dash_stage_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_rows ON "dash_stage_hours" USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());--> statement-breakpoint
-- Adds (k = 1) or takes away (k = -1) the stages a lab sees among `rows`, each under its own row's tenant (a rebuild by
-- the owner keeps every tenant's apart). Keys in order, as dash_apply.
CREATE FUNCTION "dash_stage_apply"(rows "dash_stage"[], k integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "dash_stage_hours" AS d ("tenant_id", "stage", "day", "h", "n")
	SELECT r.tenant_id, r.stage, (r.ended AT TIME ZONE 'UTC')::date, round(r.h::numeric, 1)::float8, k * count(*)
	FROM unnest(rows) r WHERE r.lab GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT ("tenant_id", "stage", "day", "h") DO UPDATE SET "n" = d."n" + excluded."n";
$$;--> statement-breakpoint
-- dash_stage_hours from dash_stage alone, lab by lab (this migration, dash_rebuild).
CREATE FUNCTION "dash_stage_hours_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE unit uuid;
BEGIN
	TRUNCATE "dash_stage_hours";
	FOR unit IN SELECT DISTINCT test_unit_id FROM "dash_stage" LOOP
		PERFORM "dash_stage_apply"(array(SELECT ROW(t.*)::"dash_stage" FROM "dash_stage" t WHERE t.test_unit_id = unit), 1);
	END LOOP;
END $$;--> statement-breakpoint
SELECT "dash_stage_hours_rebuild"();--> statement-breakpoint
-- Statistics now: the dashboards read the table at once (a never-analysed table is planned as one row).
ANALYZE "dash_stage_hours";--> statement-breakpoint
CREATE FUNCTION "dash_stage_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		PERFORM "dash_stage_apply"(array(SELECT ROW(o.*)::"dash_stage" FROM old_rows o), -1);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM "dash_stage_apply"(array(SELECT ROW(n.*)::"dash_stage" FROM new_rows n), 1);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "dash_stage_ins" AFTER INSERT ON "dash_stage" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "dash_stage_changed"();--> statement-breakpoint
CREATE TRIGGER "dash_stage_del" AFTER DELETE ON "dash_stage" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "dash_stage_changed"();--> statement-breakpoint
CREATE TRIGGER "dash_stage_upd" AFTER UPDATE ON "dash_stage" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "dash_stage_changed"();--> statement-breakpoint
-- dash_rebuild (0014) with the stage hours: rebuilt from dash_stage at the end, whether the triggers ran or not.
CREATE OR REPLACE FUNCTION "dash_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE lab uuid;
BEGIN
	FOR lab IN SELECT DISTINCT test_unit_id FROM "consign_info" LOOP
		PERFORM "dash_amounts"(array(SELECT id FROM "consign_info" WHERE test_unit_id = lab));
	END LOOP;
	TRUNCATE "dash_lab_day", "dash_unit_day", "dash_stage", "dash_sample_fact", "dash_sample_day";
	FOR lab IN SELECT DISTINCT test_unit_id FROM "consign_info" LOOP
		PERFORM "dash_apply"(array(SELECT "dash_row"(c) FROM "consign_info" c WHERE c.test_unit_id = lab), 1);
		PERFORM "dash_facts"(array(SELECT id FROM "consign_info" WHERE test_unit_id = lab));
	END LOOP;
	TRUNCATE "dash_sample_day";
	FOR lab IN SELECT DISTINCT test_unit_id FROM "dash_sample_fact" LOOP
		PERFORM "dash_sample_apply"(array(SELECT f FROM "dash_sample_fact" f WHERE f.test_unit_id = lab), 1);
	END LOOP;
	PERFORM "dash_stage_hours_rebuild"();
END $$;

CREATE TABLE "dash_lab_day" (
	"test_unit_id" uuid NOT NULL,
	"kind" smallint NOT NULL,
	"day" date NOT NULL,
	"status" smallint NOT NULL,
	"n" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "dash_lab_day_test_unit_id_kind_day_status_pk" PRIMARY KEY("test_unit_id","kind","day","status")
);
--> statement-breakpoint
CREATE TABLE "dash_sample_day" (
	"test_unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sample_id" uuid,
	"sample_name" varchar(128),
	"samples" integer NOT NULL,
	"consigns" integer NOT NULL,
	CONSTRAINT "dash_sample_day_uq" UNIQUE NULLS NOT DISTINCT("test_unit_id","day","sample_id","sample_name")
);
--> statement-breakpoint
CREATE TABLE "dash_sample_fact" (
	"consign_id" uuid NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sample_id" uuid,
	"sample_name" varchar(128),
	"samples" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dash_stage" (
	"ref_id" uuid NOT NULL,
	"stage" smallint NOT NULL,
	"consign_id" uuid NOT NULL,
	"test_unit_id" uuid NOT NULL,
	"consign_unit_id" uuid NOT NULL,
	"lab" boolean NOT NULL,
	"ended" timestamp with time zone NOT NULL,
	"h" double precision NOT NULL,
	CONSTRAINT "dash_stage_ref_id_stage_pk" PRIMARY KEY("ref_id","stage")
);
--> statement-breakpoint
CREATE TABLE "dash_unit_day" (
	"consign_unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "dash_unit_day_consign_unit_id_day_pk" PRIMARY KEY("consign_unit_id","day")
);
--> statement-breakpoint
ALTER TABLE "consign_info" ADD COLUMN "amount" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "dash_lab_day_all_idx" ON "dash_lab_day" USING btree ("kind","day","test_unit_id","status","n","amount");--> statement-breakpoint
CREATE INDEX "dash_sample_fact_consign_idx" ON "dash_sample_fact" USING btree ("consign_id");--> statement-breakpoint
CREATE INDEX "dash_stage_consign_idx" ON "dash_stage" USING btree ("consign_id");--> statement-breakpoint
CREATE INDEX "dash_stage_lab_idx" ON "dash_stage" USING btree ("test_unit_id","ended","stage","h") WHERE "dash_stage"."lab";--> statement-breakpoint
CREATE INDEX "dash_stage_unit_idx" ON "dash_stage" USING btree ("consign_unit_id","ended","test_unit_id","stage","h");--> statement-breakpoint
CREATE INDEX "dash_stage_all_idx" ON "dash_stage" USING btree ("stage","ended","h") WHERE "dash_stage"."lab";--> statement-breakpoint
CREATE INDEX "consign_info_open_deadline_idx" ON "consign_info" USING btree ("test_unit_id","consign_status","expect_test_time","accept_time") WHERE "consign_info"."is_deleted" = false and "consign_info"."consign_status" in (20, 40);--> statement-breakpoint
-- The roll-ups are kept by triggers (docs/decisions.md "Dashboards: roll-ups"): statement-level, reading the transition
-- tables, so a bulk write costs one pass per statement. dash_consign is the part of a consignment the roll-ups read.
CREATE TYPE "dash_consign" AS (
	"id" uuid, "test_unit_id" uuid, "consign_unit_id" uuid, "status" smallint, "deleted" boolean,
	"sub" timestamptz, "acc" timestamptz, "rec" timestamptz, "done" timestamptz, "ended" timestamptz, "amount" numeric
);--> statement-breakpoint
-- A Returned or Cancelled row left its backlog status at its last change (the dashboards' stated approximation).
CREATE FUNCTION "dash_row"(c "consign_info") RETURNS "dash_consign" LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(c.id, c.test_unit_id, c.consign_unit_id, c.consign_status, c.is_deleted, c.commit_consign_time,
		c.accept_time, c.receive_time, c.complete_time,
		CASE WHEN c.consign_status IN (30, 70) THEN c.last_modification_time END, c.amount)::"dash_consign"
$$;--> statement-breakpoint
-- Adds (k = 1) or takes away (k = -1) what the rows count in dash_lab_day and dash_unit_day. Keys in order, so two
-- transactions moving the same days lock them in the same order.
CREATE FUNCTION "dash_apply"(rows "dash_consign"[], k integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "dash_lab_day" AS d ("test_unit_id", "kind", "day", "status", "n", "amount")
	SELECT r.test_unit_id, e.kind, (e.t AT TIME ZONE 'UTC')::date, e.status, k * sum(e.n), k * sum(e.amount)
	FROM unnest(rows) r
	CROSS JOIN LATERAL (VALUES
		(1::smallint, r.sub, r.status, 1, 0::numeric),
		(2::smallint, r.sub, 20::smallint, 1, 0::numeric),
		(2::smallint, least(r.acc, r.ended), 20::smallint, -1, 0::numeric),
		(2::smallint, r.acc, 40::smallint, 1, 0::numeric),
		(2::smallint, CASE WHEN r.acc IS NOT NULL THEN least(r.rec, r.ended) END, 40::smallint, -1, 0::numeric),
		(2::smallint, r.rec, 50::smallint, 1, 0::numeric),
		(2::smallint, CASE WHEN r.rec IS NOT NULL THEN r.done END, 50::smallint, -1, 0::numeric),
		(3::smallint, CASE WHEN r.status <> 70 THEN r.acc END, 0::smallint, 1, r.amount)) AS e(kind, t, status, n, amount)
	WHERE NOT r.deleted AND r.status <> 10 AND e.t IS NOT NULL AND (e.kind <> 2 OR r.sub IS NOT NULL)
	GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT ("test_unit_id", "kind", "day", "status")
	DO UPDATE SET "n" = d."n" + excluded."n", "amount" = d."amount" + excluded."amount";
	INSERT INTO "dash_unit_day" AS d ("consign_unit_id", "day", "n", "amount")
	SELECT r.consign_unit_id, (r.acc AT TIME ZONE 'UTC')::date, k * count(*), k * sum(r.amount)
	FROM unnest(rows) r WHERE NOT r.deleted AND r.status <> 70 AND r.acc IS NOT NULL
	GROUP BY 1, 2 ORDER BY 1, 2
	ON CONFLICT ("consign_unit_id", "day")
	DO UPDATE SET "n" = d."n" + excluded."n", "amount" = d."amount" + excluded."amount";
$$;--> statement-breakpoint
-- The consignments' amounts, recomputed from their live samples' parameters at the current prices (only when changed:
-- the update moves the roll-ups through the consign_info trigger).
CREATE FUNCTION "dash_amounts"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "consign_info" c SET "amount" = v.amount
	FROM (SELECT x.id, coalesce((SELECT sum(tp.price * bp.tu_test_param_count)
			FROM "bu_sample_info" s JOIN "bu_sample_param" bp ON bp.bu_sample_info_id = s.id
			JOIN "tu_test_param" tp ON tp.id = bp.tu_test_param_id
			WHERE s.consign_id = x.id AND s.is_deleted = false), 0) AS amount
		FROM (SELECT DISTINCT unnest(ids) AS id) x) v
	WHERE c.id = v.id AND c.amount IS DISTINCT FROM v.amount;
$$;--> statement-breakpoint
-- The turnaround stages and the sample kinds of the consignments, rebuilt from the base tables.
CREATE FUNCTION "dash_facts"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "dash_stage" WHERE "consign_id" IN (SELECT unnest(ids));
	INSERT INTO "dash_stage" ("ref_id", "stage", "consign_id", "test_unit_id", "consign_unit_id", "lab", "ended", "h")
	SELECT c.id, 1, c.id, c.test_unit_id, c.consign_unit_id, c.consign_status <> 10, c.accept_time,
		(extract(epoch from (c.accept_time - c.commit_consign_time)) / 3600.0)::float8
	FROM "consign_info" c
	WHERE c.id IN (SELECT unnest(ids)) AND NOT c.is_deleted AND c.accept_time IS NOT NULL AND c.commit_consign_time IS NOT NULL
	UNION ALL
	SELECT c.id, 2, c.id, c.test_unit_id, c.consign_unit_id, c.consign_status <> 10, c.receive_time,
		(extract(epoch from (c.receive_time - c.accept_time)) / 3600.0)::float8
	FROM "consign_info" c
	WHERE c.id IN (SELECT unnest(ids)) AND NOT c.is_deleted AND c.receive_time IS NOT NULL AND c.accept_time IS NOT NULL
	UNION ALL
	SELECT r.id, 3, r.consign_id, r.test_unit_id, r.consign_unit_id, true, r.issue_time,
		(extract(epoch from (r.issue_time - c.receive_time)) / 3600.0)::float8
	FROM "bu_report" r JOIN "consign_info" c ON c.id = r.consign_id
	WHERE r.consign_id IN (SELECT unnest(ids)) AND NOT r.is_deleted AND r.issue_time IS NOT NULL AND c.receive_time IS NOT NULL;
	DELETE FROM "dash_sample_fact" WHERE "consign_id" IN (SELECT unnest(ids));
	INSERT INTO "dash_sample_fact" ("consign_id", "test_unit_id", "day", "sample_id", "sample_name", "samples")
	SELECT c.id, c.test_unit_id, (c.commit_consign_time AT TIME ZONE 'UTC')::date, s.test_unit_sample_id,
		s.test_unit_sample_name, count(*)
	FROM "consign_info" c JOIN "bu_sample_info" s ON s.consign_id = c.id AND s.is_deleted = false
	WHERE c.id IN (SELECT unnest(ids)) AND NOT c.is_deleted AND c.consign_status <> 10 AND c.commit_consign_time IS NOT NULL
	GROUP BY 1, 2, 3, 4, 5;
$$;--> statement-breakpoint
CREATE FUNCTION "dash_sample_apply"(rows "dash_sample_fact"[], k integer) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "dash_sample_day" AS d ("test_unit_id", "day", "sample_id", "sample_name", "samples", "consigns")
	SELECT r.test_unit_id, r.day, r.sample_id, r.sample_name, k * sum(r.samples), k * count(*)
	FROM unnest(rows) r GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
	ON CONFLICT ON CONSTRAINT "dash_sample_day_uq"
	DO UPDATE SET "samples" = d."samples" + excluded."samples", "consigns" = d."consigns" + excluded."consigns";
$$;--> statement-breakpoint
-- Everything from scratch, lab by lab (the migration; the bench after a fill with the triggers off). The amounts first:
-- with the triggers on, their updates move roll-ups that are then emptied.
CREATE FUNCTION "dash_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
SELECT "dash_rebuild"();--> statement-breakpoint
CREATE FUNCTION "dash_consign_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE before "dash_consign"[] := '{}'; after "dash_consign"[] := '{}';
BEGIN
	IF TG_OP = 'INSERT' THEN
		after := array(SELECT "dash_row"(n) FROM new_rows n);
	ELSIF TG_OP = 'DELETE' THEN
		before := array(SELECT "dash_row"(o) FROM old_rows o);
	ELSE
		SELECT array_agg("dash_row"(o)), array_agg("dash_row"(n)) INTO before, after
		FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE "dash_row"(o) IS DISTINCT FROM "dash_row"(n);
	END IF;
	IF coalesce(cardinality(before), 0) + coalesce(cardinality(after), 0) = 0 THEN RETURN NULL; END IF;
	PERFORM "dash_apply"(before, -1);
	PERFORM "dash_apply"(after, 1);
	PERFORM "dash_facts"(array(SELECT b.id FROM unnest(before) b UNION SELECT a.id FROM unnest(after) a));
	RETURN NULL;
END $$;--> statement-breakpoint
-- The consignments whose samples, parameters or reports a statement changed (ids from the transition tables).
CREATE FUNCTION "dash_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids uuid[];
BEGIN
	IF TG_TABLE_NAME = 'bu_sample_param' THEN
		IF TG_OP = 'INSERT' THEN ids := array(SELECT bu_sample_info_id FROM new_rows);
		ELSIF TG_OP = 'DELETE' THEN ids := array(SELECT bu_sample_info_id FROM old_rows);
		ELSE ids := array(SELECT bu_sample_info_id FROM new_rows UNION SELECT bu_sample_info_id FROM old_rows);
		END IF;
		PERFORM "dash_amounts"(array(SELECT s.consign_id FROM "bu_sample_info" s WHERE s.id IN (SELECT unnest(ids))));
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN ids := array(SELECT consign_id FROM new_rows);
	ELSIF TG_OP = 'DELETE' THEN ids := array(SELECT consign_id FROM old_rows);
	ELSE ids := array(SELECT consign_id FROM new_rows UNION SELECT consign_id FROM old_rows);
	END IF;
	IF TG_TABLE_NAME = 'bu_sample_info' THEN PERFORM "dash_amounts"(ids); END IF;
	PERFORM "dash_facts"(ids);
	RETURN NULL;
END $$;--> statement-breakpoint
-- A price change moves the amount of every consignment that holds the parameter (the lists show the current price).
CREATE FUNCTION "dash_price_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "dash_amounts"(array(SELECT DISTINCT s.consign_id FROM new_rows n JOIN old_rows o ON o.id = n.id
		JOIN "bu_sample_param" bp ON bp.tu_test_param_id = n.id JOIN "bu_sample_info" s ON s.id = bp.bu_sample_info_id
		WHERE n.price IS DISTINCT FROM o.price));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "dash_sample_fact_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "dash_sample_apply"(array(SELECT ROW(n.*)::"dash_sample_fact" FROM new_rows n), 1);
	ELSE
		PERFORM "dash_sample_apply"(array(SELECT ROW(o.*)::"dash_sample_fact" FROM old_rows o), -1);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Three statement triggers per table (a trigger with transition tables has one event): insert, update, delete.
DO $$
DECLARE t text[];
BEGIN
	FOREACH t SLICE 1 IN ARRAY ARRAY[['consign_info', 'dash_consign', 'dash_consign_changed'],
		['bu_sample_info', 'dash_sample', 'dash_part_changed'], ['bu_sample_param', 'dash_param', 'dash_part_changed'],
		['bu_report', 'dash_report', 'dash_part_changed'], ['dash_sample_fact', 'dash_sample_fact', 'dash_sample_fact_changed']]
	LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
			FOR EACH STATEMENT EXECUTE FUNCTION %I()', t[2] || '_ins', t[1], t[3]);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
			FOR EACH STATEMENT EXECUTE FUNCTION %I()', t[2] || '_del', t[1], t[3]);
		IF t[1] <> 'dash_sample_fact' THEN
			EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
				FOR EACH STATEMENT EXECUTE FUNCTION %I()', t[2] || '_upd', t[1], t[3]);
		END IF;
	END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER "dash_price_upd" AFTER UPDATE ON "tu_test_param" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "dash_price_changed"();

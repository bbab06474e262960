-- The roll-up triggers (0014, 0016) pass over what no roll-up counts. A draft that was never committed, accepted or
-- received, or a deleted consignment never received, adds nothing to dash_apply's rows and has no stage or sample facts; yet every
-- write of one ran dash_apply twice and dash_facts, whose deletes and inserts of nothing fired the fact tables'
-- triggers in turn: about 6 ms of the database's time per write of a draft (bench:scale's write mix, 1M rows).
-- Whether a version of a consignment can be in a roll-up: live and past draft, or live and accepted once (a draft sent
-- back after its audit keeps its turnaround and its value), or received (its reports count while they live, whatever
-- became of the consignment).
CREATE FUNCTION "dash_counts"(r "dash_consign") RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT r.rec IS NOT NULL OR (NOT r.deleted AND (r.status <> 10 OR r.acc IS NOT NULL))
$$;--> statement-breakpoint
-- Only the versions that count: one that does not adds nothing to take away or to add.
CREATE OR REPLACE FUNCTION "dash_consign_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE before "dash_consign"[] := '{}'; after "dash_consign"[] := '{}';
BEGIN
	IF TG_OP = 'INSERT' THEN
		after := array(SELECT r FROM new_rows n, "dash_row"(n) r WHERE "dash_counts"(r));
	ELSIF TG_OP = 'DELETE' THEN
		before := array(SELECT r FROM old_rows o, "dash_row"(o) r WHERE "dash_counts"(r));
	ELSE
		SELECT array_agg(b) FILTER (WHERE "dash_counts"(b)), array_agg(a) FILTER (WHERE "dash_counts"(a))
		INTO before, after
		FROM old_rows o JOIN new_rows n ON n.id = o.id, "dash_row"(o) b, "dash_row"(n) a WHERE b IS DISTINCT FROM a;
	END IF;
	IF coalesce(cardinality(before), 0) + coalesce(cardinality(after), 0) = 0 THEN RETURN NULL; END IF;
	PERFORM "dash_apply"(before, -1);
	PERFORM "dash_apply"(after, 1);
	PERFORM "dash_facts"(array(SELECT b.id FROM unnest(before) b UNION SELECT a.id FROM unnest(after) a));
	RETURN NULL;
END $$;--> statement-breakpoint
-- A sample or report of a consignment that counts for nothing has no facts to redo (its amount is still kept: the
-- lists show a draft's too).
CREATE OR REPLACE FUNCTION "dash_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	ids := array(SELECT c.id FROM "consign_info" c WHERE c.id IN (SELECT unnest(ids)) AND "dash_counts"("dash_row"(c)));
	IF cardinality(ids) > 0 THEN PERFORM "dash_facts"(ids); END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A delete or insert of no fact rows (dash_facts redoing a consignment that had none) moves no count.
CREATE OR REPLACE FUNCTION "dash_stage_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		IF EXISTS (SELECT FROM old_rows) THEN
			PERFORM "dash_stage_apply"(array(SELECT ROW(o.*)::"dash_stage" FROM old_rows o), -1);
		END IF;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		IF EXISTS (SELECT FROM new_rows) THEN
			PERFORM "dash_stage_apply"(array(SELECT ROW(n.*)::"dash_stage" FROM new_rows n), 1);
		END IF;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "dash_sample_fact_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF EXISTS (SELECT FROM new_rows) THEN
			PERFORM "dash_sample_apply"(array(SELECT ROW(n.*)::"dash_sample_fact" FROM new_rows n), 1);
		END IF;
	ELSIF EXISTS (SELECT FROM old_rows) THEN
		PERFORM "dash_sample_apply"(array(SELECT ROW(o.*)::"dash_sample_fact" FROM old_rows o), -1);
	END IF;
	RETURN NULL;
END $$;

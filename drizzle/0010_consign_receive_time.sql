ALTER TABLE "consign_info" ADD COLUMN "receive_time" timestamp with time zone;--> statement-breakpoint
-- The milestones the dashboards read, from the workflow log of the rows written before they were set:
-- samples received (ConfirmSample, exe_type 6) and completed (Complete, exe_type 8; the server did not set it).
UPDATE "consign_info" c SET "receive_time" = l.t
FROM (SELECT "consign_id", min("exe_time") AS t FROM "consign_log" WHERE "exe_type" = 6 GROUP BY "consign_id") l
WHERE l."consign_id" = c."id" AND c."receive_time" IS NULL;--> statement-breakpoint
UPDATE "consign_info" c SET "complete_time" = l.t
FROM (SELECT "consign_id", max("exe_time") AS t FROM "consign_log" WHERE "exe_type" = 8 GROUP BY "consign_id") l
WHERE l."consign_id" = c."id" AND c."complete_time" IS NULL AND c."consign_status" = 60;

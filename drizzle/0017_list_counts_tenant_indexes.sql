DROP INDEX "consign_info_test_unit_live_status_idx";--> statement-breakpoint
DROP INDEX "consign_info_consign_unit_live_status_idx";--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_live_status_idx" ON "consign_info" USING btree (tenant_id,"test_unit_id","consign_status") WHERE "consign_info"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "consign_info_consign_unit_live_status_idx" ON "consign_info" USING btree (tenant_id,"consign_unit_id","consign_status","consign_type") WHERE "consign_info"."is_deleted" = false;
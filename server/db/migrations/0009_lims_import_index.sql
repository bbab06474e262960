DROP INDEX "users_unit_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_accept_idx" ON "consign_info" USING btree ("test_unit_id","consign_status","accept_time") WHERE "consign_info"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("creation_time") WHERE "users"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "users_unit_idx" ON "users" USING btree ("unit_type","unit_id","creation_time") WHERE "users"."is_deleted" = false;
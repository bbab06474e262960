-- A witness account's mobile is proven (docs/decisions.md, 2026-12-02): users.confirmed_phone holds the mobile a user
-- last proved by an SMS code, and a consignment's witness is a user whose phone_number is that proven number. The
-- main accounts that registered with a code proved their registration's mobile: they keep it if their number is still
-- that one. A data change across tenants: the owner steps out of the two tables' policies for this transaction only
-- (drizzle/0019 FORCEs them), as 0020 does, and puts them back before the transaction commits.
ALTER TABLE "users" ADD COLUMN "confirmed_phone" varchar(32);--> statement-breakpoint
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "registrations" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "users" SET "confirmed_phone" = "users"."phone_number"
  FROM "registrations"
  WHERE "registrations"."user_id" = "users"."id" AND "registrations"."mobile" = "users"."phone_number";--> statement-breakpoint
ALTER TABLE "registrations" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- A witness's queue (SampleLabel/GetWitnessQueue): the live consignments naming one witness phone, newest first.
CREATE INDEX "consign_info_witness_phone_idx" ON "consign_info" USING btree (tenant_id,"jzphone","creation_time") WHERE "consign_info"."is_deleted" = false and "consign_info"."jzphone" is not null;

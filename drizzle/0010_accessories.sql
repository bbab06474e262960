CREATE TABLE "accessory" (
	"id" uuid PRIMARY KEY NOT NULL,
	"foreign_table" varchar(32),
	"foreign_key" uuid,
	"accessory_type" varchar(32),
	"original_name" varchar(255) NOT NULL,
	"storage_key" varchar(512) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"uploader_user_id" uuid,
	"unit_type" smallint NOT NULL,
	"unit_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessory" ADD CONSTRAINT "accessory_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_foreign_idx" ON "accessory" USING btree ("foreign_table","foreign_key");--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_storage_key_uq" ON "accessory" USING btree ("storage_key");
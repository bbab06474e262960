CREATE TABLE "sys_qualification" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sys_qualification_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "unit_logos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"unit_type" smallint NOT NULL,
	"unit_id" uuid NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"content" "bytea" NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "unit_logos_unit_idx" ON "unit_logos" USING btree ("unit_type","unit_id");--> statement-breakpoint
CREATE INDEX "consign_units_list_idx" ON "consign_units" USING btree ("is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "test_units_list_idx" ON "test_units" USING btree ("is_deleted","unit_no","test_unit_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tu_qualification_unit_name_uq" ON "tu_qualification" USING btree ("test_unit_id","name");--> statement-breakpoint
ALTER TABLE "test_units" ADD CONSTRAINT "test_units_unit_no_unique" UNIQUE("unit_no");
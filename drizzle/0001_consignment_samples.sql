CREATE TABLE "bu_sample_child" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bu_sample_info_id" uuid NOT NULL,
	"age_wait_time" integer NOT NULL,
	"age_begin_time" timestamp with time zone,
	"order_index" integer DEFAULT 0 NOT NULL,
	"project_part" varchar(256)
);
--> statement-breakpoint
CREATE TABLE "bu_sample_ref" (
	"bu_sample_info_id" uuid NOT NULL,
	"ref_bu_sample_info_id" uuid NOT NULL,
	CONSTRAINT "bu_sample_ref_bu_sample_info_id_ref_bu_sample_info_id_pk" PRIMARY KEY("bu_sample_info_id","ref_bu_sample_info_id")
);
--> statement-breakpoint
ALTER TABLE "bu_sample_child" ADD CONSTRAINT "bu_sample_child_bu_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("bu_sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_ref" ADD CONSTRAINT "bu_sample_ref_bu_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("bu_sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bu_sample_ref" ADD CONSTRAINT "bu_sample_ref_ref_bu_sample_info_id_bu_sample_info_id_fk" FOREIGN KEY ("ref_bu_sample_info_id") REFERENCES "public"."bu_sample_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bu_sample_child_sample_idx" ON "bu_sample_child" USING btree ("bu_sample_info_id","order_index");--> statement-breakpoint
CREATE INDEX "consign_info_consign_unit_time_idx" ON "consign_info" USING btree ("consign_unit_id","creation_time");--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_time_idx" ON "consign_info" USING btree ("test_unit_id","creation_time");--> statement-breakpoint
CREATE INDEX "consign_info_test_unit_commit_idx" ON "consign_info" USING btree ("test_unit_id","commit_consign_time");
CREATE TABLE "third_auth_bindings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"third_type" smallint NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"union_id" varchar(128),
	"nickname" varchar(128) DEFAULT '' NOT NULL,
	"head_image" varchar(512),
	"bind_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_auth_spent_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "third_auth_bindings" ADD CONSTRAINT "third_auth_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "third_auth_bindings_identity_uq" ON "third_auth_bindings" USING btree ("third_type","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_auth_bindings_user_uq" ON "third_auth_bindings" USING btree ("user_id","third_type");--> statement-breakpoint
CREATE INDEX "third_auth_spent_nonces_expiry_idx" ON "third_auth_spent_nonces" USING btree ("expires_at");
CREATE TABLE "report_verify_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_key" varchar(100) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_verify_failures_key_time_idx" ON "report_verify_failures" USING btree ("client_key","failed_at");
ALTER TABLE "unit_logos" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_avatars" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_logos" ADD COLUMN "storage_key" varchar(512);--> statement-breakpoint
ALTER TABLE "unit_logos" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD COLUMN "storage_key" varchar(512);--> statement-breakpoint
ALTER TABLE "user_avatars" ADD COLUMN "size" integer;
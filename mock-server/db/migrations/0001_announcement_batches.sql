CREATE TABLE "announcement_batches" (
	"announcement_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	CONSTRAINT "announcement_batches_announcement_id_batch_id_pk" PRIMARY KEY("announcement_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "announcement_batches" ADD CONSTRAINT "announcement_batches_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_batches" ADD CONSTRAINT "announcement_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_batches_batch_idx" ON "announcement_batches" USING btree ("batch_id");--> statement-breakpoint
-- Announcements sent before this migration reached the sender's batches as they are now: keep that.
INSERT INTO "announcement_batches" ("announcement_id", "batch_id")
SELECT "announcements"."id", "teacher_batches"."batch_id"
FROM "announcements"
JOIN "teacher_batches" ON "teacher_batches"."teacher_id" = "announcements"."teacher_id"
WHERE "announcements"."type" = 'all';

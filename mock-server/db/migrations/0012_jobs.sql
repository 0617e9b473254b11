CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Mail still waiting carries over as jobs of kind mail; its sealed text is the job's secret.
INSERT INTO "jobs" ("kind", "payload", "secret", "attempts", "run_at", "last_error", "created_at")
SELECT 'mail', jsonb_build_object('to', "recipient", 'subject', "subject"), "text", "attempts", "next_attempt_at", "last_error", "created_at"
FROM "mail_queue" WHERE "sent_at" IS NULL AND "gave_up_at" IS NULL ORDER BY "id";--> statement-breakpoint
DROP TABLE "mail_queue" CASCADE;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."gave_up_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key_idx" ON "jobs" USING btree ("dedupe_key");
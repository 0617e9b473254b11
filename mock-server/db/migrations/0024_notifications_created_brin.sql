DROP INDEX "notifications_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING brin ("created_at");
ALTER TABLE "payment_requests" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD COLUMN "screenshot" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "state" text;
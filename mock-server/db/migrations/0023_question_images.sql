ALTER TABLE "questions" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
CREATE INDEX "questions_image_key_idx" ON "questions" USING btree ("image_key");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_alt_check" CHECK (("questions"."image_key" is null) = ("questions"."image_alt" is null));
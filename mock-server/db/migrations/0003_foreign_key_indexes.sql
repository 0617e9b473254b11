CREATE INDEX "announcements_teacher_idx" ON "announcements" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "announcements_batch_idx" ON "announcements" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "announcements_student_idx" ON "announcements" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "classes_created_by_idx" ON "classes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "homework_created_by_idx" ON "homework" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_batch_idx" ON "profiles" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "submissions_student_idx" ON "submissions" USING btree ("student_id");
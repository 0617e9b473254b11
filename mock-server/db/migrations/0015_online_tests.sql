CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb,
	"marked_for_review" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "online_test_batches" (
	"test_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	CONSTRAINT "online_test_batches_test_id_batch_id_pk" PRIMARY KEY("test_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "online_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"release" text DEFAULT 'after_close' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_tests_status_check" CHECK ("online_tests"."status" in ('draft', 'published')),
	CONSTRAINT "online_tests_window_check" CHECK ("online_tests"."closes_at" > "online_tests"."opens_at"),
	CONSTRAINT "online_tests_duration_check" CHECK ("online_tests"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"subject" text,
	"topic" text DEFAULT '' NOT NULL,
	"difficulty" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_kind_check" CHECK ("questions"."kind" in ('single', 'multiple', 'numeric'))
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"seed" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"graded_at" timestamp with time zone,
	"score" integer,
	"section_scores" jsonb
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"section_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"dropped" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_questions_section_id_question_id_pk" PRIMARY KEY("section_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "test_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"correct_marks" integer NOT NULL,
	"wrong_marks" integer NOT NULL,
	"unanswered_marks" integer DEFAULT 0 NOT NULL,
	"partial_marks" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_test_batches" ADD CONSTRAINT "online_test_batches_test_id_online_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."online_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_test_batches" ADD CONSTRAINT "online_test_batches_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_tests" ADD CONSTRAINT "online_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_online_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."online_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_section_id_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."test_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_test_id_online_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."online_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_answers_question_idx" ON "attempt_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "online_test_batches_batch_idx" ON "online_test_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "online_tests_created_by_idx" ON "online_tests" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "questions_author_idx" ON "questions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "questions_subject_topic_idx" ON "questions" USING btree ("subject","topic");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_test_student_idx" ON "test_attempts" USING btree ("test_id","student_id");--> statement-breakpoint
CREATE INDEX "test_attempts_student_idx" ON "test_attempts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "test_questions_question_idx" ON "test_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_sections_test_position_idx" ON "test_sections" USING btree ("test_id","position");
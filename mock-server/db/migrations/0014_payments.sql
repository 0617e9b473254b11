CREATE TABLE "admission_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"student_id" integer NOT NULL,
	"plan_id" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"utr" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"rejection_reason" text,
	"receipt_number" text,
	"covers_from" date,
	"covers_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_amount_check" CHECK ("payment_requests"."amount_minor" > 0),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('awaiting_payment', 'submitted', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "payment_requests_paid_check" CHECK ("payment_requests"."status" <> 'paid' or "payment_requests"."receipt_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_codes" ADD CONSTRAINT "admission_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_reference_idx" ON "payment_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_utr_idx" ON "payment_requests" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_receipt_idx" ON "payment_requests" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payment_requests_student_idx" ON "payment_requests" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_status_idx" ON "payment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_decided_by_idx" ON "payment_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_one_month_idx" ON "payment_requests" USING btree ("student_id") WHERE "payment_requests"."plan_id" = '1month' and "payment_requests"."status" in ('submitted', 'paid');
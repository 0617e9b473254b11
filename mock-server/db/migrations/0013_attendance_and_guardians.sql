CREATE TABLE "attendance" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text,
	"remark" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	CONSTRAINT "attendance_class_id_student_id_pk" PRIMARY KEY("class_id","student_id"),
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'late', 'absent', 'excused'))
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"student_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_student_id_position_pk" PRIMARY KEY("student_id","position"),
	CONSTRAINT "guardians_position_check" CHECK ("guardians"."position" in (1, 2)),
	CONSTRAINT "guardians_relation_check" CHECK ("guardians"."relation" in ('mother', 'father', 'parent', 'grandparent', 'sibling', 'other'))
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_student_idx" ON "attendance" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "attendance_marked_by_idx" ON "attendance" USING btree ("marked_by");
--> statement-breakpoint
INSERT INTO guardians (student_id, position, name, relation, email, mobile)
SELECT p.user_id, 1, p.parent_name, 'parent', '', '' FROM profiles p JOIN users u ON u.id = p.user_id
WHERE u.role = 'student' AND p.parent_name <> ''
  AND NOT EXISTS (SELECT 1 FROM guardians g WHERE g.student_id = p.user_id);

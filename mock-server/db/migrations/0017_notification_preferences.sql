CREATE TABLE "notification_defaults" (
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"choice" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_defaults_kind_channel_pk" PRIMARY KEY("kind","channel"),
	CONSTRAINT "notification_defaults_kind_check" CHECK ("notification_defaults"."kind" in ('homework_new', 'homework_changed', 'homework_deleted', 'feedback_given', 'class_scheduled', 'class_link_changed', 'class_moved', 'class_cancelled', 'announcement', 'teacher_reminder', 'subscription_ending', 'subscription_ended', 'submission_new', 'submission_resubmitted', 'class_without_link', 'application_new', 'student_subscription_ending', 'mail_failed')),
	CONSTRAINT "notification_defaults_channel_check" CHECK ("notification_defaults"."channel" in ('in_app', 'mail', 'push'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"choice" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('homework_new', 'homework_changed', 'homework_deleted', 'feedback_given', 'class_scheduled', 'class_link_changed', 'class_moved', 'class_cancelled', 'announcement', 'teacher_reminder', 'subscription_ending', 'subscription_ended', 'submission_new', 'submission_resubmitted', 'class_without_link', 'application_new', 'student_subscription_ending', 'mail_failed')),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('in_app', 'mail', 'push'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_defaults" ADD CONSTRAINT "notification_defaults_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
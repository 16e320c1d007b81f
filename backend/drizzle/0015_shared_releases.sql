CREATE TABLE "remote_live" (
	"folder" text PRIMARY KEY NOT NULL,
	"entry" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_release_files" (
	"folder" text NOT NULL,
	"id" text NOT NULL,
	"path" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "remote_release_files_folder_id_path_pk" PRIMARY KEY("folder","id","path")
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"folder" text NOT NULL,
	"id" text NOT NULL,
	"meta" jsonb NOT NULL,
	"contract" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_folder_id_pk" PRIMARY KEY("folder","id")
);
--> statement-breakpoint
ALTER TABLE "remote_release_files" ADD CONSTRAINT "remote_release_files_folder_id_remote_releases_folder_id_fk" FOREIGN KEY ("folder","id") REFERENCES "public"."remote_releases"("folder","id") ON DELETE cascade ON UPDATE no action;
-- Throttle counts are short-lived (minutes): the new layout starts them afresh.
DELETE FROM "auth_throttle";--> statement-breakpoint
DROP INDEX "auth_throttle_window_idx";--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "hits" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_throttle_expires_idx" ON "auth_throttle" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_throttle" DROP COLUMN "failures";--> statement-breakpoint
ALTER TABLE "auth_throttle" DROP COLUMN "window_started_at";

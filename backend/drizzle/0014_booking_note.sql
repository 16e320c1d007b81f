ALTER TABLE "orders" ADD COLUMN "booking_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_note_sent_at" timestamp with time zone;
CREATE TABLE "extra_time_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_time_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"hours" numeric(4, 1) NOT NULL,
	"price_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"transaction_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"payment_intent_id" text,
	"payment_client_secret" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "extra_time_requests_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "extra_time_requests_status_check" CHECK ("extra_time_requests"."status" in ('requested', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_contested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_statement" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_decided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_transfer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "extra_time_requests" ADD CONSTRAINT "extra_time_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_time_requests_order_idx" ON "extra_time_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_time_requests_open_unique" ON "extra_time_requests" USING btree ("order_id") WHERE "extra_time_requests"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispute_decided_by_users_id_fk" FOREIGN KEY ("dispute_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
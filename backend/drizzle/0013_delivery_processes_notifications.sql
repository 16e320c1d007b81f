CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"order_id" integer,
	"transition" text,
	"text" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order', 'review', 'review_reply'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "process_name" text DEFAULT 'gig-booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "process_version" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "process_version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_cancellable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once" ON "notifications" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "orders_delivery_refund_idx" ON "orders" USING btree ("delivery_refund_at") WHERE "orders"."status" = 'payment_held';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_item_unique" ON "orders" USING btree ("marketplace_item_id") WHERE "orders"."marketplace_item_id" is not null and "orders"."status" in ('awaiting_payment', 'payment_processing', 'payment_held', 'in_dispute');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_process_check" CHECK ("orders"."process_name" in ('gig-booking', 'item-purchase'));--> statement-breakpoint
-- Existing orders (docs/decisions/escrow-from-delivery.md): every order moves to version 2 of the gig
-- booking process. An order held in escrow was never marked delivered (delivery did not exist): its
-- escrow clock is stopped and it gets the delivery deadline from the migration's time, as if captured
-- now; its provider marks it delivered (or the customer confirms) as for a new order.
UPDATE "orders" SET
  "escrow_release_date" = NULL,
  "dispute_deadline" = NULL,
  "delivery_cancellable_at" = now() + interval '14 days',
  "delivery_refund_at" = now() + interval '21 days'
WHERE "status" = 'payment_held';
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"participant_one_id" integer NOT NULL,
	"participant_two_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_order_check" CHECK ("conversations"."participant_one_id" < "conversations"."participant_two_id")
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gigs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"provider_id" integer NOT NULL,
	"location" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || campus_join_text(tags))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, campus_join_text(tags)), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C')) STORED,
	CONSTRAINT "gigs_price_check" CHECK ("gigs"."price_cents" >= 0),
	CONSTRAINT "gigs_status_check" CHECK ("gigs"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"category" text NOT NULL,
	"seller_id" integer NOT NULL,
	"condition" text NOT NULL,
	"location" text,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"images" text[],
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED,
	CONSTRAINT "marketplace_items_price_check" CHECK ("marketplace_items"."price_cents" > 0),
	CONSTRAINT "marketplace_items_status_check" CHECK ("marketplace_items"."status" in ('available', 'pending', 'sold'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gig_id" integer,
	"customer_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"payment_intent_id" text,
	"payment_captured_at" timestamp with time zone,
	"escrow_release_date" timestamp with time zone,
	"dispute_deadline" timestamp with time zone,
	"dispute_reason" text,
	"dispute_details" text,
	"buyer_confirmed_at" timestamp with time zone,
	"funds_released_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"is_marketplace_item" boolean DEFAULT false NOT NULL,
	"marketplace_item_id" integer,
	CONSTRAINT "orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount_cents" >= 0 and "orders"."platform_fee_cents" >= 0),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'awaiting_payment', 'payment_processing', 'payment_held', 'confirmed_completed', 'in_dispute', 'funds_released', 'refunded', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gig_id" integer NOT NULL,
	"order_id" integer,
	"reviewer_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"university" text NOT NULL,
	"bio" text,
	"profile_image" text,
	"phone_number" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_profile_complete" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_code" text,
	"verification_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"google_id" text,
	"auth_provider" text,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_verification_token_unique" UNIQUE("verification_token"),
	CONSTRAINT "users_google_id_unique" UNIQUE("google_id"),
	CONSTRAINT "users_auth_provider_check" CHECK ("users"."auth_provider" in ('google', 'email'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_one_id_users_id_fk" FOREIGN KEY ("participant_one_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_two_id_users_id_fk" FOREIGN KEY ("participant_two_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_marketplace_item_id_marketplace_items_id_fk" FOREIGN KEY ("marketplace_item_id") REFERENCES "public"."marketplace_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_unique" ON "conversations" USING btree ("participant_one_id","participant_two_id");--> statement-breakpoint
CREATE INDEX "conversations_two_idx" ON "conversations" USING btree ("participant_two_id");--> statement-breakpoint
CREATE INDEX "gigs_active_created_idx" ON "gigs" USING btree ("created_at","id") WHERE "gigs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "gigs_category_idx" ON "gigs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "gigs_provider_idx" ON "gigs" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "gigs_search_trgm_idx" ON "gigs" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "gigs_search_vector_idx" ON "gigs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "marketplace_items_created_idx" ON "marketplace_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_items_category_idx" ON "marketplace_items" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "marketplace_items_seller_idx" ON "marketplace_items" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "marketplace_items_search_trgm_idx" ON "marketplace_items" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id","sender_id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_provider_idx" ON "orders" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_gig_idx" ON "orders" USING btree ("gig_id");--> statement-breakpoint
CREATE INDEX "orders_escrow_release_idx" ON "orders" USING btree ("escrow_release_date") WHERE "orders"."status" = 'payment_held';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_unique" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_gig_idx" ON "reviews" USING btree ("gig_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");
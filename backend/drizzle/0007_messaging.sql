CREATE TABLE "conversation_mails" (
	"conversation_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_mails_conversation_id_recipient_id_pk" PRIMARY KEY("conversation_id","recipient_id")
);
--> statement-breakpoint
DROP INDEX "messages_conversation_idx";--> statement-breakpoint
ALTER TABLE "conversation_mails" ADD CONSTRAINT "conversation_mails_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_mails" ADD CONSTRAINT "conversation_mails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" USING btree ("conversation_id","id");
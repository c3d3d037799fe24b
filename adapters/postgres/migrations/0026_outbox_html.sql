-- The developer's outbox keeps a mail's HTML part beside its text, so /dev/outbox shows the mail as it is sent;
-- mail kept before has none.
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "html" text;

-- Mobiles in one spelling (server/lib/input-text.ts canonicalMobile): every uniqueness check, cooldown and look-up now
-- takes a mainland mobile as its 11 digits, so the accounts' numbers stored before as +86…, 0086… or 86…, or with
-- spaces and dashes, are written the same way, and any other number without separators, 00 written '+'.
-- A data change across tenants: the owner steps out of the policies for this transaction only (drizzle/0019 FORCEs
-- them), and puts them back before the transaction commits.
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "users" SET "phone_number" = CASE
    WHEN regexp_replace("phone_number", '[\s().-]', '', 'g') ~ '^((\+|00)?86)?1[0-9]{10}$'
      THEN right(regexp_replace("phone_number", '[\s().-]', '', 'g'), 11)
    WHEN regexp_replace("phone_number", '[\s().-]', '', 'g') ~ '^00'
      THEN '+' || substr(regexp_replace("phone_number", '[\s().-]', '', 'g'), 3)
    ELSE regexp_replace("phone_number", '[\s().-]', '', 'g')
  END
  WHERE "phone_number" IS NOT NULL AND "phone_number" <> '';
--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;

-- The contact search finds a contact by phone number, as the owner's phone
-- shows a caller: the number's digits alone (no spaces, hyphens,
-- parentheses or +) follow the folded names, email and company in
-- search_text, where the trigram index already reads them. A search made
-- only of a phone number's characters is matched on its digits (crm/list.ts).
CREATE OR REPLACE FUNCTION "crm_contacts_search_text"() RETURNS trigger LANGUAGE plpgsql AS
E'BEGIN
  NEW.search_text := crm_search_fold(NEW.first_name || '' '' || NEW.last_name || '' '' || NEW.email || '' '' || coalesce(NEW.company, ''''))
    || '' '' || regexp_replace(coalesce(NEW.phone, ''''), ''[^0-9]'', '''', ''g'')\073
  RETURN NEW\073
END';
DROP TRIGGER "crm_contacts_search_text" ON "crm_contacts";
CREATE TRIGGER "crm_contacts_search_text" BEFORE INSERT OR UPDATE OF "first_name", "last_name", "email", "company", "phone" ON "crm_contacts"
  FOR EACH ROW EXECUTE FUNCTION "crm_contacts_search_text"();

-- The contacts with a phone already.
UPDATE "crm_contacts" SET "search_text" = "search_text" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g')
  WHERE "phone" ~ '[0-9]';

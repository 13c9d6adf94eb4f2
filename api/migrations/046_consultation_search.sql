-- Find anything in the back office (issue 46): a consultation by its reference, or the traveller's name, e-mail or
-- phone, across all dates, accents and umlauts folded (Wünsch finds Wunsch, Mueller and Muller find Müller, Cote
-- finds Côté, Strasse finds Straße) and a phone by its digits (079 123 45 67 finds +41 79 123 45 67). The folding is
-- written once, here, and applied by PostgreSQL to the stored text (generated columns) and the query alike; trigram
-- indexes find a piece of text anywhere in a column without reading every booking.
create extension if not exists pg_trgm;

-- Text as the search compares it: accented Latin letters without their accent, in lower case, ß as ss, and the
-- umlauts' spelling without them (ae, oe, ue) as the plain vowel, so 'Müller', 'Mueller' and 'MULLER' all read
-- 'muller'. lower() of the C collation: the same result on every server, whatever its locale (the accented capitals
-- are translated before). The query's piece is folded the same way, so a piece that starts inside 'ue' ('eller')
-- does not find 'Mueller'.
create function search_fold(value text) returns text
  language sql immutable strict parallel safe
  return replace(replace(replace(
    lower(replace(replace(replace(replace(replace(replace(
      translate(value,
        'àáâãäåāăąÀÁÂÃÄÅĀĂĄ' || 'çćĉċčÇĆĈĊČ' || 'ďđðĎĐÐ' || 'èéêëēĕėęěÈÉÊËĒĔĖĘĚ' || 'ĝğġģĜĞĠĢ' || 'ĥħĤĦ'
          || 'ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ' || 'ĵĴ' || 'ķĶ' || 'ĺļľŀłĹĻĽĿŁ' || 'ñńņňÑŃŅŇ' || 'òóôõöøōŏőÒÓÔÕÖØŌŎŐ'
          || 'ŕŗřŔŖŘ' || 'śŝşšșŚŜŞŠȘ' || 'ţťŧțŢŤŦȚ' || 'ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ' || 'ŵŴ' || 'ýÿŷÝŸŶ' || 'źżžŹŻŽ',
        'aaaaaaaaaaaaaaaaaa' || 'cccccccccc' || 'dddddd' || 'eeeeeeeeeeeeeeeeee' || 'gggggggg' || 'hhhh'
          || 'iiiiiiiiiiiiiiiiii' || 'jj' || 'kk' || 'llllllllll' || 'nnnnnnnn' || 'oooooooooooooooooo'
          || 'rrrrrr' || 'ssssssssss' || 'tttttttt' || 'uuuuuuuuuuuuuuuuuuuu' || 'ww' || 'yyyyyy' || 'zzzzzz'),
      'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe') collate "C"),
    'ae', 'a'), 'oe', 'o'), 'ue', 'u');

-- A phone number's national digits: without +41 or 0041, punctuation and leading zeros, so '+41 79 123 45 67',
-- '0041 79 123 45 67' and '079 123 45 67' all read '791234567' (and '+49 30 …' and '0049 30 …' both '4930…').
create function search_phone(value text) returns text
  language sql immutable strict parallel safe
  return ltrim(regexp_replace(regexp_replace(value, '^\s*(\+|00)\s*41', ''), '\D', '', 'g'), '0');

-- The LIKE pattern of a query's folded text anywhere in a column ('%mull%', its % _ \ taken literally); null (finds
-- nothing) unless it has three letters or digits in a row: what a trigram index needs to find it without reading
-- every row.
create function search_piece(query text) returns text
  language sql immutable strict parallel safe
  return case when search_fold(query) ~ '[a-z0-9]{3}'
    then '%' || replace(replace(replace(search_fold(query), '\', '\\'), '%', '\%'), '_', '\_') || '%' end;

-- The LIKE pattern of a whole word (' wu '), for a query of just one or two letters or digits: a name as short as
-- Wu or Li is found across all dates, while a piece that short (in every other name) is not looked for.
create function search_word(query text) returns text
  language sql immutable strict parallel safe
  return case when search_fold(query) ~ '^[a-z0-9]{1,2}$' then '% ' || search_fold(query) || ' %' end;

-- The LIKE pattern of a phone query's national digits; null unless the query is written as a phone number (digits,
-- spaces, + ( ) . / -) with at least four digits, three of them left after the prefix (what a trigram needs).
create function search_phone_piece(query text) returns text
  language sql immutable strict parallel safe
  return case when query ~ '^[-0-9 +()./]+$' and char_length(regexp_replace(query, '\D', '', 'g')) >= 4
                   and char_length(search_phone(query)) >= 3
    then '%' || search_phone(query) || '%' end;

-- What the search reads, kept by PostgreSQL with the row: an anonymised booking's (empty names, e-mail and phone)
-- follow by themselves. search_name is padded with spaces so that a whole word is ' word '.
alter table bookings
  add column search_name text generated always as (search_fold(' ' || firstname || ' ' || lastname || ' ')) stored,
  add column search_email text generated always as (search_fold(email)) stored,
  add column phone_digits text generated always as (search_phone(phone)) stored;

create index bookings_search_name_idx on bookings using gin (search_name gin_trgm_ops);
create index bookings_search_email_idx on bookings using gin (search_email gin_trgm_ops);
create index bookings_phone_digits_idx on bookings using gin (phone_digits gin_trgm_ops);

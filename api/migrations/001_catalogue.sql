-- The catalogue: regions, branch offices (agencies), destinations, factors, advisors and their weekly
-- working hours, travel experiences, texts and operator settings.
create table regions (
  id text primary key,
  language text not null check (language in ('de', 'fr')),
  title_de text not null,
  title_fr text not null,
  sort integer not null
);
create table agencies (
  id text primary key,
  region_id text not null references regions (id),
  name_de text not null,
  name_fr text not null,
  city_de text not null,
  city_fr text not null,
  street text not null,
  zip text not null,
  phone text not null,
  email text not null,
  no_special_hours boolean not null,
  sort integer not null
);
create table continents (
  id text primary key,
  title_de text not null,
  title_fr text not null,
  sort integer not null
);
create table destinations (
  id text primary key,
  continent_id text not null references continents (id),
  name_de text not null,
  name_fr text not null,
  sort integer not null
);
create table factors (
  id text primary key,
  position integer not null unique,
  name_de text not null,
  name_fr text not null
);
create table advisors (
  id text primary key,
  page_id text not null unique,
  firstname text not null,
  lastname text not null,
  agency_id text not null references agencies (id),
  role_de text not null,
  role_fr text not null,
  languages text[] not null,
  quote_de text not null,
  quote_fr text not null,
  mode_personal boolean not null,
  mode_online boolean not null,
  mode_phone boolean not null,
  vector double precision[] not null,
  sort integer not null
);
create table advisor_destinations (
  advisor_id text not null references advisors (id) on delete cascade,
  destination_id text not null references destinations (id),
  primary key (advisor_id, destination_id)
);
-- Weekly working hours in Europe/Zurich wall-clock minutes; hourly slots are cut from each block.
create table working_hours (
  advisor_id text not null references advisors (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_minute integer not null check (start_minute between 0 and 1440),
  end_minute integer not null check (end_minute between 0 and 1440),
  home_office boolean not null,
  primary key (advisor_id, weekday, start_minute),
  check (end_minute > start_minute)
);
create table travel_experiences (
  id text primary key,
  destination_id text not null references destinations (id),
  title_de text not null,
  title_fr text not null,
  image text not null,
  url_de text not null,
  url_fr text not null,
  vector double precision[] not null
);
create table translations (
  culture text not null check (culture in ('de-CH', 'fr-CH')),
  key text not null,
  value text not null,
  primary key (culture, key)
);
create table settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null
);

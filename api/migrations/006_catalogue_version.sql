-- The catalogue's version: every write to a table the availability reads (advisors, their destinations and
-- working hours, branch offices, destinations, travel experiences) bumps it in the writing transaction, so an
-- API process that keeps the catalogue in memory sees any change, from any process or a hand-written statement,
-- on its next request (one one-row read) and loads it again.
create table catalogue_state (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into catalogue_state (id, version) values (true, 1);

create function bump_catalogue_version() returns trigger language plpgsql as $$
begin
  update catalogue_state set version = version + 1;
  return null;
end;
$$;

do $$
declare
  name text;
begin
  foreach name in array array['advisors', 'advisor_destinations', 'working_hours', 'agencies', 'destinations',
                              'travel_experiences'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
                    for each statement execute function bump_catalogue_version()', name || '_version', name);
  end loop;
end;
$$;

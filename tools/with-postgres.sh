#!/bin/sh
# Runs a command against a throw-away PostgreSQL 15 server on a free loopback port:
#   tools/with-postgres.sh npx jest --selectProjects api
# The command sees TEST_DATABASE_URL; the server and its data directory are removed afterwards.
# PostgreSQL refuses to run as root, so as root the server runs as the postgres user.
set -eu

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
DIR=$(mktemp -d /tmp/checkout-postgres.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi

stop() {
  as_postgres "$PGBIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT INT TERM

as_postgres "$PGBIN/initdb" -D "$DIR/data" --auth=trust -E UTF8 --no-locale >/dev/null
as_postgres "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200" -w start >/dev/null

echo "with-postgres: PostgreSQL on 127.0.0.1:$PORT" >&2
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"

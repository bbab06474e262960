#!/bin/sh
# The database's roles, made once when the PostgreSQL container initialises its data directory (compose.yaml mounts
# this into /docker-entrypoint-initdb.d; tests/stack runs it against a fresh local database the same way):
# - DB_OWNER_USER owns the database and its tables and runs the migrations (DATABASE_MIGRATION_URL). It may create
#   roles: the migrations make the NOLOGIN roles the application's statements switch to and grant them to the runtime.
# - DB_RUNTIME_USER is what the API processes log in as (DATABASE_URL, DATABASE_DIRECT_URL): no superuser, owns no
#   table, so row-level security binds every statement it runs. It is a member of pg_read_all_stats, to read how far the
#   standbys are behind (the replication-lag metric; nothing else it reads is the application's).
# POSTGRES_USER, the superuser, stays for the operator; no API process uses it.
set -eu
psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v db="$POSTGRES_DB" \
  -v owner="$DB_OWNER_USER" -v owner_password="$DB_OWNER_PASSWORD" \
  -v runtime="$DB_RUNTIME_USER" -v runtime_password="$DB_RUNTIME_PASSWORD" <<'SQL'
create role :"owner" login createrole password :'owner_password';
create role :"runtime" login nosuperuser nocreatedb nocreaterole password :'runtime_password';
-- The owner of the database owns its public schema too (pg_database_owner), where the migrations create the tables.
alter database :"db" owner to :"owner";
revoke all on database :"db" from public;
grant connect, temporary on database :"db" to :"runtime";
grant pg_read_all_stats to :"runtime";
SQL

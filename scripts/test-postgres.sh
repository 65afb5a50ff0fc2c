#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster in /tmp on a free port and stops it on exit.
#   scripts/test-postgres.sh                      prints TEST_DATABASE_URL and waits (Ctrl-C stops it)
#   scripts/test-postgres.sh [--] <command...>    runs the command with TEST_DATABASE_URL set, then stops
# e.g. scripts/test-postgres.sh npx vitest run --project integration
# The integration suite then runs on PGlite and on this PostgreSQL; TEST_BACKENDS=postgres limits it to PostgreSQL.
set -euo pipefail

bin="${PG_BIN:-}"
if [[ -z "$bin" ]]; then
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  echo "PostgreSQL server binaries not found (install the 'postgresql' package or set PG_BIN)." >&2
  exit 1
fi

dir="$(mktemp -d /tmp/test-postgres.XXXXXX)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# initdb refuses to run as root: run the server as the postgres system user then.
as_owner=()
if [[ "$(id -u)" == "0" ]]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT INT TERM

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null

url="postgres://postgres@127.0.0.1:$port/postgres"
echo "TEST_DATABASE_URL=$url"

if [[ "${1:-}" == "--" ]]; then
  shift
fi
# The fault tests start, stop and restart a cluster of their own with the same binaries and system user.
export TEST_PG_BIN="$bin"
if [[ ${#as_owner[@]} -gt 0 ]]; then export TEST_PG_RUN_AS=postgres; fi
if [[ $# -gt 0 ]]; then
  TEST_DATABASE_URL="$url" "$@"
else
  echo "PostgreSQL is running; press Ctrl-C to stop it."
  while true; do sleep 3600; done
fi

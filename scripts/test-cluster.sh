#!/usr/bin/env bash
# Two instances of the site, as anyone runs it beyond one machine, and the tests that they agree (tests/cluster):
# a throwaway PostgreSQL 15 (scripts/test-postgres.sh), a throwaway Redis on a free port, the database migrated and
# seeded, then two `next start` on loopback sharing both, on the production build that is already there (never
# built again here: the cache handler picks Redis or memory when a server starts), and Debian's nginx in front of
# them configured by deploy/nginx.conf itself (only its ports and the build's folder substituted).
#   scripts/test-cluster.sh [playwright args...]
# CLUSTER_PORT_A / CLUSTER_PORT_B choose the ports (free ones otherwise). Everything it starts stops on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

dist="${NEXT_DIST_DIR:-.next}"
if [[ ! -f "$dist/BUILD_ID" ]]; then
  echo "No production build in $dist: run 'npm run build' first (npm test builds once and reuses it)." >&2
  exit 1
fi
redis_bin="${REDIS_SERVER_BIN:-$(command -v redis-server || true)}"
if [[ -z "$redis_bin" ]]; then
  echo "redis-server not found (Debian: apt-get install redis-server; .ci/run installs it)." >&2
  exit 1
fi
nginx_bin="${NGINX_BIN:-$(command -v nginx || ls /usr/sbin/nginx 2>/dev/null || true)}"
if [[ -z "$nginx_bin" ]]; then
  echo "nginx not found (Debian: apt-get install nginx libnginx-mod-http-brotli-static; .ci/run installs it)." >&2
  exit 1
fi

# PostgreSQL first: this script runs again inside scripts/test-postgres.sh, which stops the cluster on exit.
if [[ -z "${CLUSTER_POSTGRES_STARTED:-}" ]]; then
  exec env CLUSTER_POSTGRES_STARTED=1 bash scripts/test-postgres.sh -- bash "$0" "$@"
fi

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

work="$(mktemp -d /tmp/test-cluster.XXXXXX)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# Redis in memory only, never on the shared default port.
redis_port="$(free_port)"
"$redis_bin" --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no \
  >"$work/redis.log" 2>&1 &
pids+=($!)
until grep -q 'Ready to accept connections' "$work/redis.log" 2>/dev/null; do
  if ! kill -0 "${pids[0]}" 2>/dev/null; then
    cat "$work/redis.log" >&2
    exit 1
  fi
  sleep 0.1
done

port_a="${CLUSTER_PORT_A:-$(free_port)}"
port_b="${CLUSTER_PORT_B:-$(free_port)}"

# What every instance shares (README "Running more than one instance").
export NODE_ENV=production
export DATABASE_URL="$TEST_DATABASE_URL"
export REDIS_URL="redis://127.0.0.1:$redis_port"
export SITE_URL="http://127.0.0.1:$port_a"
export AUTH_SECRET="cluster-test-secret-0123456789abcdefghijklmnopqrstuvwxyz"
# Behind one proxy, as docs/deploy.md says: the client is the entry nginx appends.
export TRUSTED_PROXY_HOPS=1
export DISABLE_HSTS=true
# The rate-limit test counts real limits.
export RATE_LIMIT_MULTIPLIER=1
unset SMTP_URL

npm run --silent db:seed >"$work/seed.log" 2>&1 || { cat "$work/seed.log" >&2; exit 1; }

start_instance() {
  local name="$1" port="$2"
  # Mail goes to .eml files under each instance's own folder.
  DATA_DIR="$work/data-$name" node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$port" >"$work/server-$name.log" 2>&1 &
  pids+=($!)
}
start_instance a "$port_a"
start_instance b "$port_b"

wait_for() {
  local url="$1" log="$2" deadline=$((SECONDS + 180))
  until curl -fsS -o /dev/null "$url"; do
    if ((SECONDS > deadline)); then
      echo "$url did not answer:" >&2
      tail -n 40 "$log" >&2
      exit 1
    fi
    sleep 0.2
  done
}
wait_for "http://127.0.0.1:$port_a/api/health" "$work/server-a.log"
wait_for "http://127.0.0.1:$port_b/api/health" "$work/server-b.log"
pid_b="${pids[-1]}"

# nginx: deploy/nginx.conf as an operator installs it, inside a minimal main configuration of its own.
proxy_port="${CLUSTER_PROXY_PORT:-$(free_port)}"
mkdir -p "$work/nginx"
chmod 755 "$work"
static_dir="$(cd "$dist/static" && pwd)/"
sed -e "s#server 127.0.0.1:3000;#server 127.0.0.1:$port_a;#" \
  -e "s#server 127.0.0.1:3001;#server 127.0.0.1:$port_b;#" \
  -e "s#listen 80;#listen 127.0.0.1:$proxy_port;#" \
  -e "s#/srv/training/.next/static/#$static_dir#" \
  deploy/nginx.conf >"$work/nginx/site.conf"
brotli=0
modules_include=""
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [[ -f "$brotli_module" ]]; then
  brotli=1
  modules_include="load_module $brotli_module;"
else
  echo "nginx has no brotli module (apt-get install libnginx-mod-http-brotli-static): gzip only." >&2
  sed -i '/brotli_static/d' "$work/nginx/site.conf"
fi
# Root runs nginx's workers as root too, so they can read a build under any home folder.
user_line=""
if [[ "$(id -u)" == 0 ]]; then user_line="user root;"; fi
cat >"$work/nginx/nginx.conf" <<CONF
$user_line
daemon off;
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log warn;
$modules_include
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log $work/nginx/access.log;
    client_body_temp_path $work/nginx/body;
    proxy_temp_path $work/nginx/proxy;
    fastcgi_temp_path $work/nginx/fastcgi;
    uwsgi_temp_path $work/nginx/uwsgi;
    scgi_temp_path $work/nginx/scgi;
    include $work/nginx/site.conf;
}
CONF
"$nginx_bin" -t -c "$work/nginx/nginx.conf" -p "$work/nginx" >"$work/nginx/test.log" 2>&1 ||
  { cat "$work/nginx/test.log" >&2; exit 1; }
"$nginx_bin" -c "$work/nginx/nginx.conf" -p "$work/nginx" >"$work/nginx/stdout.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$proxy_port/api/health" "$work/nginx/error.log"
echo "Cluster: nginx http://127.0.0.1:$proxy_port in front of A http://127.0.0.1:$port_a and" \
  "B http://127.0.0.1:$port_b, Redis $redis_port, $DATABASE_URL"

status=0
CLUSTER_A_URL="http://127.0.0.1:$port_a" CLUSTER_B_URL="http://127.0.0.1:$port_b" CLUSTER_B_PID="$pid_b" \
  CLUSTER_PROXY_URL="http://127.0.0.1:$proxy_port" CLUSTER_PROXY_BROTLI="$brotli" NEXT_DIST_DIR="$dist" \
  npx playwright test -c playwright.cluster.config.ts "$@" || status=$?
if [[ $status -ne 0 ]]; then
  for name in a b; do
    echo "--- server $name (last 40 lines)"
    tail -n 40 "$work/server-$name.log"
  done
  echo "--- nginx error log (last 40 lines)"
  tail -n 40 "$work/nginx/error.log"
fi
exit $status

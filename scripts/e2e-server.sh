#!/usr/bin/env bash
# The servers Playwright tests against: the production build on a fresh embedded database in .data-e2e.
# Mail is written as .eml files under .data-e2e/mail, which the sign-up test reads for the confirmation link.
#   scripts/e2e-server.sh PORT [CRAWL_PORT]
# With CRAWL_PORT, a second server for the price-book crawl (tests/e2e/price-book-crawl.spec.ts), which changes every
# price on its site: its own database (.data-e2e-crawl) and its own copy of the build (.next-crawl), since Next's
# filesystem cache writes the pages it renders into the build's folder, and a page rendered with the crawl's prices
# must never be read by the first server. Both start side by side; the crawl waits for its server's health.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-3100}"
crawl_port="${2:-}"

export NODE_ENV=production
export AUTH_SECRET="${AUTH_SECRET:-e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz}"
# Served over plain http on loopback: no HSTS (Chromium accepts Secure cookies from 127.0.0.1).
export DISABLE_HSTS=true
# Many tests sign in as the same demo accounts within minutes.
export RATE_LIMIT_MULTIPLIER="${RATE_LIMIT_MULTIPLIER:-50}"
# A client component whose classes set the same thing twice fails its render (lib/rules/class-names/joined-checked.ts).
export CLASS_NAMES_STRICT="${CLASS_NAMES_STRICT-1}"
unset DATABASE_URL SMTP_URL

dist="${NEXT_DIST_DIR:-.next}"
if [ -n "$crawl_port" ]; then
  (
    # Copied and migrated at a lower priority: the first server's start is what every other test waits for, the
    # crawl only for its own. The server itself runs at the usual one.
    rm -rf .next-crawl .data-e2e-crawl
    mkdir .next-crawl
    # What the server reads; not the build's cache, types or traces.
    for entry in "$dist"/*; do
      case "$(basename "$entry")" in cache | types | trace | trace-build | diagnostics) ;; *) nice -n 10 cp -R "$entry" .next-crawl/ ;; esac
    done
    export NEXT_DIST_DIR=.next-crawl DATA_DIR=.data-e2e-crawl SITE_URL="http://127.0.0.1:${crawl_port}"
    nice -n 10 npm run --silent db:migrate
    exec node server.mjs -H 127.0.0.1 -p "$crawl_port"
  ) &
fi

# Create, migrate and seed the database before the first request, holding the same lock the app takes.
export DATA_DIR=.data-e2e
export SITE_URL="http://127.0.0.1:${port}"
npm run --silent db:migrate
exec node server.mjs -H 127.0.0.1 -p "$port"

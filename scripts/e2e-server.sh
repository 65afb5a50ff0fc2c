#!/usr/bin/env bash
# The servers Playwright tests against: the production build on a fresh embedded database in .data-e2e.
# Mail is written as .eml files under .data-e2e/mail, which the sign-up test reads for the confirmation link.
#   scripts/e2e-server.sh PORT [CRAWL_PORT]
# With CRAWL_PORT, a second server for the price-book crawl (tests/e2e/price-book-crawl.spec.ts), which changes every
# price on its site: its own database (.data-e2e-crawl) and its own copy of the build (.next-crawl), since Next's
# filesystem cache writes the pages it renders into the build's folder, and a page rendered with the crawl's prices
# must never be read by the first server. The database is migrated once and copied; both servers start side by side
# and each seeds its own; the crawl waits for its server's health.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-3100}"
crawl_port="${2:-}"

export NODE_ENV=production
export AUTH_SECRET="${AUTH_SECRET:-e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz}"
# Served over plain http on loopback (Chromium accepts Secure cookies from 127.0.0.1). next.config.mjs reads this when
# it builds, so the HSTS header follows the build's value; browsers ignore HSTS from an IP address either way.
export DISABLE_HSTS=true
# Many tests sign in as the same demo accounts within minutes.
export RATE_LIMIT_MULTIPLIER="${RATE_LIMIT_MULTIPLIER:-50}"
unset DATABASE_URL SMTP_URL

dist="${NEXT_DIST_DIR:-.next}"
export DATA_DIR=.data-e2e

# Card payment against a local stand-in of Stripe's API (the real one cannot be reached here): its hosted Checkout
# page sends the signed webhook to the first server. It stops with this script's process group.
stripe_port="${E2E_STRIPE_PORT:-$((port + 2))}"
export STRIPE_SECRET_KEY=sk_test_e2e_stand_in STRIPE_WEBHOOK_SECRET=whsec_e2e_stand_in
export STRIPE_API_URL="http://127.0.0.1:${stripe_port}"
node node_modules/tsx/dist/cli.mjs scripts/stripe-stand-in.ts "$stripe_port" \
  "http://127.0.0.1:${port}/api/stripe/webhook" "$STRIPE_WEBHOOK_SECRET" &
if [ -n "$crawl_port" ]; then
  rm -rf .next-crawl .data-e2e-crawl
  (
    # Copied at a lower priority: the first server's start is what every other test waits for, the crawl only for
    # its own. The server itself runs at the usual one.
    mkdir .next-crawl
    # What the server reads; not the build's cache, types or traces.
    for entry in "$dist"/*; do
      case "$(basename "$entry")" in cache | types | trace | trace-build | diagnostics) ;; *) nice -n 10 cp -R "$entry" .next-crawl/ ;; esac
    done
    # The database is migrated once, below, and copied here before either server opens it.
    # ($$ is this script, and then the first server, which takes its process.)
    until [ -e .data-e2e-crawl/.copied ]; do
      kill -0 $$ 2>/dev/null || exit 1
      sleep 0.2
    done
    export NEXT_DIST_DIR=.next-crawl DATA_DIR=.data-e2e-crawl SITE_URL="http://127.0.0.1:${crawl_port}"
    exec node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$crawl_port"
  ) &
fi

# Create and migrate the database before the first request, holding the same lock the app takes; each server seeds
# its own copy as it starts.
export SITE_URL="http://127.0.0.1:${port}"
npm run --silent db:migrate
if [ -n "$crawl_port" ]; then
  mkdir -p .data-e2e-crawl
  cp -R "$DATA_DIR"/. .data-e2e-crawl/
  touch .data-e2e-crawl/.copied
fi
exec node node_modules/next/dist/bin/next start -H 127.0.0.1 -p "$port"

#!/usr/bin/env bash
# The server Playwright tests against: the production build on a fresh embedded database in .data-e2e.
# Mail is written as .eml files under .data-e2e/mail, which the sign-up test reads for the confirmation link.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-3100}"

export NODE_ENV=production
export DATA_DIR=.data-e2e
export SITE_URL="http://127.0.0.1:${port}"
export AUTH_SECRET="${AUTH_SECRET:-e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz}"
# Served over plain http on loopback: no HSTS (Chromium accepts Secure cookies from 127.0.0.1).
export DISABLE_HSTS=true
# Many tests sign in as the same demo accounts within minutes.
export RATE_LIMIT_MULTIPLIER="${RATE_LIMIT_MULTIPLIER:-50}"
unset DATABASE_URL SMTP_URL

# Create, migrate and seed the database before the first request, holding the same lock the app takes.
npm run --silent db:migrate
exec node server.mjs -H 127.0.0.1 -p "$port"

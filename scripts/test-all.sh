#!/usr/bin/env bash
# The README's test command: static checks, unit, integration (PGlite, then PostgreSQL when its binaries are
# installed), a production build and the browser suite. Prints one closing 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Outside test-results/, which Playwright empties when it starts.
results_dir=.test-summary
rm -rf "$results_dir" && mkdir -p "$results_dir"
status=0
step() {
  local name="$1" started=$SECONDS
  echo
  echo "=== $name"
  shift
  "$@" || status=1
  # Each stage's time, to see where a slow machine spends it.
  echo "=== $name: $((SECONDS - started)) s"
}

# Typecheck (TypeScript 7's native compiler: 13 s where tsc 5.9 took 40 on one core), lint and the unit tests run
# side by side and print one after the other.
pair_dir="$(mktemp -d)"
npm run --silent typecheck >"$pair_dir/typecheck" 2>&1 &
typecheck_pid=$!
npm run --silent lint >"$pair_dir/lint" 2>&1 &
lint_pid=$!
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results_dir/unit.json" \
  >"$pair_dir/unit" 2>&1 &
unit_pid=$!
step "typecheck" wait "$typecheck_pid"
cat "$pair_dir/typecheck"
step "lint" wait "$lint_pid"
cat "$pair_dir/lint"
step "unit tests" wait "$unit_pid"
cat "$pair_dir/unit"
rm -rf "$pair_dir"
postgres_stage=
if [ -x /usr/lib/postgresql/15/bin/postgres ] && [ -z "${SKIP_POSTGRES:-}" ]; then
  postgres_stage=1
  # The fuzz properties meet 600 payloads each in a run, 300 on each backend with its own seed
  # (tests/integration/helpers/fuzz.ts): six times fast-check's default, sized for the slow 2-core machine.
  export FUZZ_RUNS=300
fi
if [ -n "$postgres_stage" ]; then
  # One run on both backends (tests/integration/helpers/database.ts: each parameterised suite once on PGlite, once on
  # a throwaway PostgreSQL 15): every file is imported once, and vitest's two workers share out all of it. Run as two
  # stages, one per backend, the same tests took 245 s against 214 s.
  step "integration tests (PGlite and PostgreSQL 15)" bash scripts/test-postgres.sh \
    npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$results_dir/integration.json"
else
  step "integration tests (PGlite)" npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$results_dir/integration.json"
  echo "PostgreSQL 15 binaries not found: integration suite ran on PGlite only."
fi

if [ -z "${SKIP_E2E:-}" ]; then
  step "production build" env SKIP_BUILD_TYPECHECK=true npm run --silent build
  rm -rf .data-e2e .data-e2e-crawl .next-crawl
  step "end-to-end tests (Chromium)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" npx playwright test --reporter=list,json
  # Two instances on the same build (no second build), one PostgreSQL 15 and one Redis.
  if [ -n "${SKIP_CLUSTER:-}" ]; then
    echo "SKIP_CLUSTER is set: two-instance tests not run."
  elif [ -x /usr/lib/postgresql/15/bin/postgres ] && command -v redis-server >/dev/null; then
    step "two-instance tests (PostgreSQL 15, Redis)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/cluster.json" \
      bash scripts/test-cluster.sh --reporter=list,json
  else
    echo "PostgreSQL 15 or redis-server not found: two-instance tests not run (.ci/run installs both)."
  fi
fi

node scripts/test-summary.mjs "$results_dir" || status=1
exit $status

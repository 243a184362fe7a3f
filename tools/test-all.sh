#!/usr/bin/env bash
# The whole test suite: lint, types, unit and component tests, the contract, the API on PGlite and
# on a throwaway PostgreSQL, the production build, and the end-to-end suite in Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

export NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=${NX_SKIP_NX_CACHE:-true}
export TEST_RESULTS_DIR="$PWD/tmp/test-results"
rm -rf "$TEST_RESULTS_DIR" && mkdir -p "$TEST_RESULTS_DIR"

if [ ! -d node_modules ]; then npm install --no-audit --no-fund || exit 1; fi
# Debian's packages the suites run for real: Chromium (end-to-end), nginx (the production recipe);
# PostgreSQL is installed by tools/postgres/with-postgres.sh when missing.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]} for the end-to-end suites..."
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || { echo "Could not install ${missing[*]}"; exit 1; }
fi

# Each step's output is also kept, so the end of the run can repeat why a step failed: CI shows only the
# last part of a long run's output.
LOG_DIR="$PWD/tmp/test-logs"
rm -rf "$LOG_DIR" && mkdir -p "$LOG_DIR"
failed_steps=()
failed_logs=()
step() {
  local name=$1; shift
  local log
  log="$LOG_DIR/$(printf '%02d' ${#step_logs[@]}).log"; step_logs+=("$log")
  echo; echo "=== $name"
  local started=$SECONDS
  "$@" 2>&1 | tee "$log"
  if [ "${PIPESTATUS[0]}" -eq 0 ]; then echo "=== $name: ok ($((SECONDS - started)) s)"; else
    echo "=== $name: FAILED ($((SECONDS - started)) s)"; failed_steps+=("$name"); failed_logs+=("$log")
  fi
}
step_logs=()

# A step that runs beside the next ones (its output shown when it is waited for): the API's PostgreSQL pass
# needs neither the build nor a browser, and on two cores both it and the end-to-end suite mostly wait
# (on the database, on the pages), so side by side they take little more than the longer of the two.
background_step() {
  bg_name=$1; shift
  bg_log="$LOG_DIR/background.log"
  bg_started=$SECONDS
  ("$@" >"$bg_log" 2>&1) &
  bg_pid=$!
  echo; echo "=== $bg_name: started beside the next steps"
}
wait_background_step() {
  local status=0
  wait "$bg_pid" || status=$?
  echo; echo "=== $bg_name (ran beside the steps above)"
  cat "$bg_log"
  if [ $status -eq 0 ]; then echo "=== $bg_name: ok ($((SECONDS - bg_started)) s)"; else
    echo "=== $bg_name: FAILED ($((SECONDS - bg_started)) s)"; failed_steps+=("$bg_name"); failed_logs+=("$bg_log")
  fi
}

step "formatting (Prettier; npm run format fixes it)" npx prettier --check . --log-level warn
# nx lint also checks every project's scope:* and type:* tags (workspace-lint:project-tags).
step "lint, project tags, typecheck and contract lint" npx nx run-many -t lint typecheck lint-contract --output-style=stream
step "unit, component, contract and API tests (PGlite)" npx nx run-many -t test --output-style=stream
background_step "API tests on PostgreSQL" npx nx run api:test-postgres --output-style=stream
step "production build" npx nx run-many -t build --output-style=stream
# The end-to-end suites test the build just made (their build dependencies are skipped, not rebuilt).
step "end-to-end in Chromium" npx nx run console-e2e:e2e --excludeTaskDependencies --output-style=stream
wait_background_step
step "production recipe end-to-end (nginx, Node 24, PostgreSQL)" npx nx run console-e2e:e2e-production --excludeTaskDependencies --output-style=stream

echo
for index in "${!failed_logs[@]}"; do
  echo "=== why \"${failed_steps[$index]}\" failed: its failures, then its last lines"
  sed 's/\x1b\[[0-9;]*m//g' "${failed_logs[$index]}" | grep -E -A12 '●|FAIL |Error:|ERR!|failed' | head -150
  echo "..."
  sed 's/\x1b\[[0-9;]*m//g' "${failed_logs[$index]}" | tail -25
done
if [ ${#failed_steps[@]} -gt 0 ]; then echo "Failed steps: ${failed_steps[*]}"; fi
node tools/test-summary.mjs ${#failed_steps[@]}
[ ${#failed_steps[@]} -eq 0 ]

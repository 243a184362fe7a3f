#!/usr/bin/env bash
# The whole test suite: lint, types, unit and component tests, the contract, the API on PGlite and
# on a throwaway PostgreSQL, the production build, and the end-to-end suite in Debian's Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

export NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=${NX_SKIP_NX_CACHE:-true}
export TEST_RESULTS_DIR="$PWD/tmp/test-results"
rm -rf "$TEST_RESULTS_DIR" && mkdir -p "$TEST_RESULTS_DIR"

if [ ! -d node_modules ]; then npm install --no-audit --no-fund || exit 1; fi
# Debian's packages the suites run for real: Chromium (end-to-end), nginx and HAProxy (the production recipe);
# PostgreSQL is installed by tools/postgres/with-postgres.sh when missing.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
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
step_logs=()

# CPU seconds (user + system) of a step's processes, which is what its time means on a shared or busy machine:
# the step runs in a subshell that writes `times` (its children's CPU) once its command is done.
run_timed() {
  local times_file=$1; shift
  "$@"
  local status=$?
  times >"$times_file"
  return $status
}
cpu_of() { awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } printf "%.0f", t }' "$1" 2>/dev/null; }

step() {
  local name=$1; shift
  local log
  log="$LOG_DIR/$(printf '%02d' ${#step_logs[@]}).log"; step_logs+=("$log")
  echo; echo "=== $name"
  local started=$SECONDS
  (run_timed "$log.times" "$@") 2>&1 | tee "$log"
  local status=${PIPESTATUS[0]} took="$((SECONDS - started)) s, CPU $(cpu_of "$log.times") s"
  if [ "$status" -eq 0 ]; then echo "=== $name: ok ($took)"; else
    echo "=== $name: FAILED ($took)"; failed_steps+=("$name"); failed_logs+=("$log")
  fi
}

# Steps that run beside the next ones, their output shown when they are waited for. On two cores most steps
# are bound by CPU; the end-to-end suite (it waits on its pages: ~0.5 of a core in band) and the API's
# PostgreSQL pass (it waits on its database) are not: the e2e suite runs as two shards side by side, beside
# the PostgreSQL pass, and lint and typecheck take what the three leave, at the lowest priority (nice).
bg_pids=()
bg_names=()
bg_logs=()
bg_started=()
background_step() {
  local name=$1; shift
  local log
  log="$LOG_DIR/background-${#bg_pids[@]}.log"
  (run_timed "$log.times" "$@" >"$log" 2>&1) &
  bg_pids+=($!); bg_names+=("$name"); bg_logs+=("$log"); bg_started+=("$SECONDS")
  echo; echo "=== $name: started beside the next steps"
}
# Waits for the background step started n-th (from 0).
wait_background_step() {
  local index=$1 status=0
  wait "${bg_pids[$index]}" || status=$?
  local name=${bg_names[$index]} log=${bg_logs[$index]}
  local took="$((SECONDS - bg_started[index])) s, CPU $(cpu_of "$log.times") s"
  echo; echo "=== $name (ran beside the steps above)"
  cat "$log"
  if [ $status -eq 0 ]; then echo "=== $name: ok ($took)"; else
    echo "=== $name: FAILED ($took)"; failed_steps+=("$name"); failed_logs+=("$log")
  fi
}

# Lint (every project's scope:* and type:* tags first, as nx lint does), typecheck and contract lint, at the
# lowest priority. Every project's lint target is `eslint <its folders>`: one ESLint process over all of those
# folders checks the same files with the same config without loading ESLint and its plugins once per project
# (~125 -> ~30 s CPU); a project whose lint target is anything else is run through nx.
lint_and_typecheck() {
  renice -n 19 -p "$BASHPID" >/dev/null
  local plan status=0
  plan=$(find apps libs tools -name project.json -not -path '*/node_modules/*' -print0 | xargs -0 node -e '
    const eslintPaths = [], others = [];
    for (const file of process.argv.slice(1)) {
      const project = JSON.parse(require("node:fs").readFileSync(file, "utf8"));
      const lint = project.targets?.lint;
      if (!lint) continue;
      const command = lint.options?.command ?? "";
      if (/^eslint( [\w./-]+)+$/.test(command)) eslintPaths.push(...command.split(" ").slice(1));
      else others.push(project.name);
    }
    console.log(eslintPaths.join(" ")); console.log(others.join(","));') || return 1
  local eslint_paths others
  eslint_paths=$(sed -n 1p <<<"$plan"); others=$(sed -n 2p <<<"$plan")
  npx nx run workspace-lint:project-tags --output-style=stream || status=1
  # The API's import graph has no loop (its figures are printed too).
  npx nx run workspace-lint:api-import-graph --output-style=stream || status=1
  echo "> eslint $eslint_paths"
  # shellcheck disable=SC2086 # one argument per folder
  npx eslint $eslint_paths || status=1
  if [ -n "$others" ]; then npx nx run-many -t lint -p "$others" --excludeTaskDependencies --output-style=stream || status=1; fi
  npx nx run-many -t typecheck lint-contract --output-style=stream || status=1
  return $status
}

background_step "formatting (Prettier; npm run format fixes it)" npx prettier --check . --log-level warn
# The day's seeded PGlite database the API's tests, and the reference API of the component and e2e tests,
# start from: made once here, before the test projects would each make it at the same time.
background_step "test database template" npx tsx apps/api/src/testing/template-cli.ts
step "production build" npx nx run-many -t build --output-style=stream
wait_background_step 0
wait_background_step 1
step "unit, component, contract and API tests (PGlite)" npx nx run-many -t test --output-style=stream
background_step "API tests on PostgreSQL" npx nx run api:test-postgres --output-style=stream
background_step "lint, project tags, typecheck and contract lint" lint_and_typecheck
# The end-to-end suites test the build made above (their build dependencies are skipped, not rebuilt). The
# main suite runs in two shards of about the same duration (apps/console-e2e/jest.sequencer.cjs), each with
# its own API, database and ports (E2E_PORT_BASE, the second 100 above the first), serving the same build;
# the production recipe's runs after them, beside the end of the PostgreSQL pass.
e2e_port_base=${E2E_PORT_BASE:-4310}
background_step "end-to-end in Chromium, shard 2 of 2" env E2E_PORT_BASE=$((e2e_port_base + 100)) \
  npx nx run console-e2e:e2e --excludeTaskDependencies --output-style=stream --shard=2/2
step "end-to-end in Chromium, shard 1 of 2" env E2E_PORT_BASE="$e2e_port_base" \
  npx nx run console-e2e:e2e --excludeTaskDependencies --output-style=stream --shard=1/2
wait_background_step 4
step "production recipe end-to-end (nginx, Node 24, PostgreSQL)" npx nx run console-e2e:e2e-production --excludeTaskDependencies --output-style=stream
wait_background_step 3
wait_background_step 2

echo
for index in "${!failed_logs[@]}"; do
  echo "=== why \"${failed_steps[$index]}\" failed: its failures, then its last lines"
  # The failing tests by name first, then each failure's story; console noise ("● Console") is left out.
  sed 's/\x1b\[[0-9;]*m//g' "${failed_logs[$index]}" | grep -E '(^|: )\s*(FAIL |✕|✘)' | head -40
  sed 's/\x1b\[[0-9;]*m//g' "${failed_logs[$index]}" | grep -v '● Console' | grep -E -A30 '● .+ › |ERR!|Error: Command failed|error TS[0-9]+|references should be|Validation failed|\[warn\]' | head -200
  echo "..."
  sed 's/\x1b\[[0-9;]*m//g' "${failed_logs[$index]}" | tail -25
done
if [ ${#failed_steps[@]} -gt 0 ]; then echo "Failed steps: ${failed_steps[*]}"; fi
node tools/test-summary.mjs ${#failed_steps[@]}
[ ${#failed_steps[@]} -eq 0 ]

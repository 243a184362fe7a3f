#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then stops and deletes the cluster.
#   bash tools/postgres/with-postgres.sh <command…>
# The cluster lives in a temporary folder, listens on a free port of 127.0.0.1 only, trusts local
# connections (nothing else can reach it) and is tuned for speed, not durability. The command gets
# DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args…]" >&2
  exit 2
fi

find_pg_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="$(find_pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed and installing it needs root: apt-get install -y postgresql" >&2
    exit 1
  fi
  echo "Installing PostgreSQL (apt-get)…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

# initdb refuses to run as root: the cluster then belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

FREE_PORT_MODULE="$(cd "$(dirname "${BASH_SOURCE[0]}")/../testing" && pwd)/free-port.mjs"
PORT="$(node --input-type=module -e "import { freePort } from '$FREE_PORT_MODULE'; process.stdout.write(String(await freePort()))")"
# As root the cluster belongs to the postgres user, who must reach the folder: use /tmp then.
if [ "$(id -u)" -eq 0 ]; then WORK_BASE=/tmp; else WORK_BASE="${TMPDIR:-/tmp}"; fi
WORK_DIR="$(mktemp -d "$WORK_BASE/console-postgres.XXXXXX")"
DATA_DIR="$WORK_DIR/data"
chmod 755 "$WORK_DIR"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK_DIR"; fi

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_owner "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >"$WORK_DIR/initdb.log" 2>&1 ||
  { cat "$WORK_DIR/initdb.log" >&2; exit 1; }

PG_SERVER_OPTIONS="-c listen_addresses=127.0.0.1 -p $PORT -k $WORK_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
as_owner "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$WORK_DIR/postgres.log" -w -t 60 -o "$PG_SERVER_OPTIONS" start >/dev/null ||
  { cat "$WORK_DIR/postgres.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# For a test that stops and starts this cluster (apps/api/src/health/database-restart.spec.ts): as
# "$PG_CLUSTER_OWNER" when set (runuser -u), "$PG_CTL" -D "$PGDATA_DIR" -l "$PG_LOG_FILE" -o "$PG_SERVER_OPTIONS".
export PG_CTL="$PG_BIN/pg_ctl" PGDATA_DIR="$DATA_DIR" PG_LOG_FILE="$WORK_DIR/postgres.log" PG_SERVER_OPTIONS
if [ "$(id -u)" -eq 0 ]; then export PG_CLUSTER_OWNER=postgres; else export PG_CLUSTER_OWNER=; fi
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throwaway cluster in $WORK_DIR)" >&2

"$@"

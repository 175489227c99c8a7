#!/usr/bin/env bash
# The web home screen's browser tests: starts `vitrine serve` on a free port with a fresh data
# folder, runs Tests/Browser/web_home_test.py in headless Chromium (Debian's chromium,
# chromium-driver and python3-selenium), then stops the server with SIGINT and checks that it
# exits with 0. Screenshots go to artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

vitrine=${VITRINE:-.build/debug/vitrine}
data=$(mktemp -d)
log=$(mktemp)
cleanup() {
  [[ -n "${server:-}" ]] && kill "$server" 2>/dev/null || true
  rm -rf "$data" "$log"
}
trap cleanup EXIT

"$vitrine" serve --port 0 --data-dir "$data" >"$log" 2>&1 &
server=$!
url=""
for _ in $(seq 1 100); do
  url=$(grep -o 'http://[0-9.:]*/' "$log" | head -1 || true)
  [[ -n "$url" ]] && break
  kill -0 "$server" 2>/dev/null || { cat "$log"; echo "browser-tests: the server did not start" >&2; exit 1; }
  sleep 0.1
done
[[ -n "$url" ]] || { cat "$log"; echo "browser-tests: no URL printed" >&2; exit 1; }

mkdir -p artifacts
/usr/bin/python3 Tests/Browser/web_home_test.py "$url" artifacts

kill -INT "$server"
status=0
wait "$server" || status=$?
server=""
if [[ $status -ne 0 ]]; then
  cat "$log"
  echo "browser-tests: vitrine serve exited with $status after SIGINT" >&2
  exit 1
fi
echo "browser-tests: vitrine serve stopped cleanly on SIGINT"

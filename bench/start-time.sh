#!/usr/bin/env bash
# Start time of the server: from process start to GET /api/health answering 200, on an EXISTING
# embedded (PGlite) data directory, then a clean SIGTERM. One start per call, so that an outside
# timer (/usr/bin/time -v, hyperfine, ...) can measure the whole process; with a count, it also
# times that many starts itself and prints each and the median.
#
#   bench/start-time.sh compiled|tsx [COUNT]
#
#   compiled  NODE_ENV=production node dist/server/main.js   (run npm run build first)
#   tsx       NODE_ENV=production tsx server/main.ts          (what npm start ran before the build)
#
# Both run with NODE_ENV=production, so the only difference is compiled JavaScript against
# TypeScript compiled as it loads. DATA_DIR (default bench/out/start-data) is migrated and seeded by
# a first start when it is new; PORT defaults to 4791. Results: bench/README.md, "Start time".
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
count=${2:-0}
case "$mode" in
  compiled) cmd=(node dist/server/main.js) ;;
  tsx) cmd=(node_modules/.bin/tsx server/main.ts) ;;
  *) echo "usage: bench/start-time.sh compiled|tsx [COUNT]" >&2; exit 2 ;;
esac
export NODE_ENV=production PORT=${PORT:-4791} HOST=127.0.0.1 DATA_DIR=${DATA_DIR:-bench/out/start-data} LOG_LEVEL=warn
export AUTH_SECRET=${AUTH_SECRET:-start-time-bench-secret-0123456789abcdef}

boot() {
  "${cmd[@]}" >/dev/null 2>&1 &
  local pid=$!
  # Bounded: 60 s at most, then the start counts as failed.
  for _ in $(seq 1 1200); do
    if curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null; then
      kill -TERM "$pid"; wait "$pid" || true; return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then echo "the server exited before it was healthy" >&2; return 1; fi
    sleep 0.05
  done
  kill -KILL "$pid" 2>/dev/null || true; echo "not healthy within 60 s" >&2; return 1
}

if [ ! -d "$DATA_DIR" ]; then mkdir -p "$(dirname "$DATA_DIR")"; boot; fi
if [ "$count" -le 0 ]; then boot; exit; fi
times=()
for i in $(seq 1 "$count"); do
  t0=$(date +%s%N); boot; t1=$(date +%s%N)
  ms=$(( (t1 - t0) / 1000000 )); times+=("$ms"); echo "$mode start $i: $ms ms"
done
echo "$mode median of $count: $(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2)}') ms"

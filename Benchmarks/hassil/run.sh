#!/usr/bin/env bash
# Home Assistant template matching: hassil 3.0.1 (Python) against `errand eval home-assistant`,
# over the same sentences, fixtures and contexts, in one run. Prints both summary lines and the
# latency ratios.
#
# Usage: Benchmarks/hassil/run.sh [INTENTS_DIR]   (default: ../shared/data/home-assistant)
#
# For development, differential.py samples random sentences from the public templates (every
# intent, also those whose tests are held out), labels them with hassil and writes test files:
#   Benchmarks/.venv/bin/python Benchmarks/hassil/differential.py --intents DIR --out /tmp/diff
#   .build/release/errand eval home-assistant --intents DIR --tests '/tmp/diff/*.yaml'

set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
intents="${1:-$root/../shared/data/home-assistant}"
tests="$intents/tests/en/*.yaml"
venv="$root/Benchmarks/.venv"

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "hassil==3.0.1" PyYAML

(cd "$root" && swift build -c release --product errand >/dev/null)
errand="$root/.build/release/errand"
if "$errand" --help 2>/dev/null | grep -qE '^ +eval( |$)'; then
    command=("$errand" eval home-assistant)
else
    command=("$errand" home-assistant)
fi

peer_line="$("$venv/bin/python" "$here/hassil_peer.py" --intents "$intents" --tests "$tests" | tail -1)"
errand_line="$("${command[@]}" --intents "$intents" --tests "$tests" | tail -1)"
echo "$peer_line"
echo "$errand_line"

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p" <<<"$2"; }
python3 - "$(field p50_us "$peer_line")" "$(field p50_us "$errand_line")" \
    "$(field p99_us "$peer_line")" "$(field p99_us "$errand_line")" <<'PY'
import sys
hp50, ep50, hp99, ep99 = map(float, sys.argv[1:5])
print(f"ratio: p50 hassil/errand = {hp50 / ep50:.1f}x, p99 hassil/errand = {hp99 / ep99:.1f}x")
PY

#!/usr/bin/env bash
# Snips benchmark: `errand eval snips` (release build) against the Python peer on one split,
# in one run, then the ratios.
#
#   Benchmarks/snips/run.sh                        # development split: train-full minus the
#                                                  # last 100 utterances of each intent
#   Benchmarks/snips/run.sh --train DIR --test DIR # any split in the Snips format
#
# The peer's libraries (scikit-learn, sklearn-crfsuite) are installed from PyPI into
# Benchmarks/.venv on first use.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
DATA=${SNIPS_DATA:-$ROOT/../shared/data/snips}
TRAIN=""
TEST=""
while [ $# -gt 0 ]; do
    case "$1" in
        --train) TRAIN=$2; shift 2 ;;
        --test) TEST=$2; shift 2 ;;
        *) echo "usage: $0 [--train DIR --test DIR]" >&2; exit 2 ;;
    esac
done

VENV=$ROOT/Benchmarks/.venv
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import sklearn, sklearn_crfsuite" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet scikit-learn sklearn-crfsuite
fi
PY=$VENV/bin/python

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if [ -z "$TRAIN" ]; then
    "$PY" Benchmarks/snips/peer.py split --train "$DATA/train-full" --holdout 100 --out "$WORK/split"
    TRAIN=$WORK/split/train
    TEST=$WORK/split/test
elif [ -z "$TEST" ]; then
    echo "give --test DIR with --train DIR" >&2
    exit 2
fi

swift build -c release --product errand >/dev/null
echo "== errand eval snips"
.build/release/errand eval snips --train "$TRAIN" --test "$TEST" | tee "$WORK/errand.txt"
echo "== peer (TF-IDF + logistic regression, sklearn-crfsuite CRF per intent)"
"$PY" Benchmarks/snips/peer.py eval --train "$TRAIN" --test "$TEST" | tee "$WORK/peer.txt"

"$PY" - "$WORK/errand.txt" "$WORK/peer.txt" <<'PYTHON'
import sys
def figures(path):
    line = open(path).read().strip().splitlines()[-1]
    return {k: float(v) for k, v in (part.split("=") for part in line.split()[1:])}
ours, peer = figures(sys.argv[1]), figures(sys.argv[2])
print("== ratios (errand vs peer)")
print("parse p50 speed-up  %.1fx" % (peer["p50_us"] / ours["p50_us"]))
print("parse p99 speed-up  %.1fx" % (peer["p99_us"] / ours["p99_us"]))
print("training speed-up   %.1fx" % (peer["train_s"] / ours["train_s"]))
for key in ("intent_acc", "slot_f1", "sentence_acc"):
    print("%-18s  %.4f vs %.4f (%+.4f)" % (key, ours[key], peer[key], ours[key] - peer[key]))
PYTHON

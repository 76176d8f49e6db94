"""Peer for `errand eval home-assistant`: hassil 3.0.1's recognize_best over the same sentences.

Loads Home Assistant's sentences/en (the _common.yaml lists, rules and skip words; intents of
every other file merged in file-name order), builds the area/floor/name slot lists from
tests/en/_fixtures.yaml (names are literal text; a device's value carries its domain and device
class as context), filters the name list per sentence as the project's runner does, and checks
intent, exact slots and context as that runner does. Only the recognize_best call is timed.

Prints one line:
  hassil: passed=X/Y p50_us=... p99_us=... load_s=...
"""

import argparse
import dataclasses
import glob
import os
import statistics
import sys
import time

import yaml
from hassil import Intents, TextSlotList, Trie, merge_dict, recognize_best


def load_intents(sentences_dir):
    files = sorted(f for f in os.listdir(sentences_dir) if f.endswith(".yaml"))
    with open(os.path.join(sentences_dir, "_common.yaml"), encoding="utf-8") as handle:
        common_dict = yaml.safe_load(handle)
    common_dict.setdefault("intents", {})
    common = Intents.from_dict(common_dict)
    merged = {}
    for name in files:
        if name == "_common.yaml":
            continue
        with open(os.path.join(sentences_dir, name), encoding="utf-8") as handle:
            merge_dict(merged, yaml.safe_load(handle))
    intents = Intents.from_dict(merged)
    return dataclasses.replace(common, intents=intents.intents)


def slot_lists_from_fixtures(fixtures):
    areas = [(a["name"], a["name"]) for a in fixtures.get("areas", [])]
    floors = [(f["name"], f["name"]) for f in fixtures.get("floors", [])]
    names = []
    for entity in fixtures.get("entities", []):
        context = {"domain": entity["id"].split(".", 1)[0]}
        device_class = (entity.get("attributes") or {}).get("device_class")
        if device_class:
            context["device_class"] = device_class
        names.append((entity["name"], entity["name"], context))
    return {
        "area": TextSlotList.from_tuples(areas, allow_template=False),
        "floor": TextSlotList.from_tuples(floors, allow_template=False),
        "name": TextSlotList.from_tuples(names, allow_template=False),
    }


def failure(result, intent):
    if result is None:
        return "no match"
    if result.intent.name != intent["name"]:
        return f"intent {result.intent.name}"
    matched = {slot.name: slot.value for slot in result.entities.values()}
    expected = intent.get("slots") or {}
    for name, value in matched.items():
        wanted = expected.get(name)
        if wanted is None:
            return f"unexpected slot {name}={value!r}"
        if isinstance(wanted, list):
            ok = set(wanted).issuperset(value) if isinstance(value, list) else value in set(wanted)
        else:
            ok = wanted in value if isinstance(value, list) else wanted == value
        if not ok:
            return f"slot {name}={value!r}, expected {wanted!r}"
    for name in expected:
        if name not in matched:
            return f"missing slot {name}"
    context = intent.get("context", {})
    if context and result.context != context:
        return f"context {result.context}, expected {context}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--intents", required=True)
    parser.add_argument("--tests", required=True, help="glob of test files")
    parser.add_argument("--show-failures", action="store_true")
    args = parser.parse_args()

    start = time.perf_counter()
    intents = load_intents(os.path.join(args.intents, "sentences", "en"))
    with open(os.path.join(args.intents, "tests", "en", "_fixtures.yaml"), encoding="utf-8") as handle:
        fixtures = yaml.safe_load(handle)
    slot_lists = slot_lists_from_fixtures(fixtures)
    name_trie = Trie()
    for value in slot_lists["name"].values:
        name_trie.insert(value.text_in.text.strip().lower(), value)
    load_s = time.perf_counter() - start

    passed = 0
    total = 0
    latencies = []
    for path in sorted(glob.glob(args.tests)):
        if os.path.basename(path).startswith("_"):
            continue
        with open(path, encoding="utf-8") as handle:
            tests = yaml.safe_load(handle)["tests"]
        for test in tests:
            intent = test["intent"]
            context = intent.get("context", {})
            for sentence in test.get("sentences") or []:
                lists = dict(slot_lists)
                lists["name"] = TextSlotList(name="name", values=[v[2] for v in name_trie.find(sentence.lower())])
                begin = time.perf_counter()
                result = recognize_best(
                    sentence, intents, slot_lists=lists, intent_context=context, best_slot_name="name"
                )
                latencies.append((time.perf_counter() - begin) * 1e6)
                total += 1
                reason = failure(result, intent)
                if reason is None:
                    passed += 1
                elif args.show_failures:
                    print(f"FAIL {os.path.basename(path)}: {sentence}: {reason}")

    latencies.sort()
    def quantile(q):
        return latencies[min(len(latencies) - 1, max(0, round(q * (len(latencies) - 1))))] if latencies else 0.0
    print(f"hassil: passed={passed}/{total} p50_us={quantile(0.5):.1f} p99_us={quantile(0.99):.1f} load_s={load_s:.3f}")


if __name__ == "__main__":
    sys.exit(main())

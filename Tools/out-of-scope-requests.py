#!/usr/bin/env python3
"""Requests to no example app, for `errand eval slips`: each line `none<TAB>request`.

The example apps built into Errand order coffee and soup, keep a calendar, tasks and notes,
send messages and money, track workouts, guide breathing and play music. The sentences of the
shared benchmark data ask for none of that: Home Assistant's tests turn on lights, set timers
and tell the time; Snips' training sentences book restaurants, ask the weather, rate books and
look for films and their showtimes. Read against the example apps, each should be "not
understood". Left out: Snips' PlayMusic and AddToPlaylist sentences, which ask for music the
music app plays.

    python3 Tools/out-of-scope-requests.py > out-of-scope.tsv
    errand eval slips --requests out-of-scope.tsv --variants 0

`--per-intent N` keeps N Snips sentences of each intent (default 150, drawn with `--seed`);
Home Assistant's test sentences are all kept. `--data` points at the shared data directory.
"""
import argparse, glob, json, os, random, sys

import yaml

# Snips intents whose sentences ask for something no example app does.
SNIPS_INTENTS = ["BookRestaurant", "GetWeather", "RateBook", "SearchCreativeWork", "SearchScreeningEvent"]


def home_assistant_sentences(data):
    """Every test sentence of Home Assistant's English intents, in file order."""
    sentences = []
    for path in sorted(glob.glob(os.path.join(data, "home-assistant", "tests", "en", "*.yaml"))):
        if os.path.basename(path).startswith("_"):
            continue  # fixtures: entities and areas, not sentences
        with open(path, encoding="utf-8") as handle:
            document = yaml.safe_load(handle) or {}
        for test in document.get("tests", []):
            sentences.extend(test.get("sentences", []))
    return sentences


def snips_sentences(data, intent, count, generator):
    """`count` sentences of one Snips intent, drawn at random."""
    path = os.path.join(data, "snips", "train-full", intent + ".json")
    # NB: the files are not all valid UTF-8 (a surrogate pair written as two code points);
    # Latin-1 reads every byte, and the sentences kept are plain ASCII in practice.
    with open(path, encoding="latin-1") as handle:
        items = json.load(handle)[intent]
    sentences = ["".join(part["text"] for part in item["data"]) for item in items]
    return generator.sample(sentences, min(count, len(sentences)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--data", default=os.path.join(here, "..", "..", "shared", "data"))
    parser.add_argument("--per-intent", type=int, default=150)
    parser.add_argument("--seed", type=int, default=7)
    arguments = parser.parse_args()
    if not os.path.isdir(arguments.data):
        sys.exit(f"out-of-scope-requests: no data directory at {arguments.data} (give --data)")
    generator = random.Random(arguments.seed)
    print("# Requests to no example app, written by Tools/out-of-scope-requests.py from the shared data.")
    sources = [("home-assistant tests", home_assistant_sentences(arguments.data))]
    sources += [
        (f"snips {intent}", snips_sentences(arguments.data, intent, arguments.per_intent, generator))
        for intent in SNIPS_INTENTS
    ]
    for name, sentences in sources:
        print(f"# {name}: {len(sentences)}")
        for sentence in sentences:
            text = " ".join(sentence.split())
            if text:
                print(f"none\t{text}")


if __name__ == "__main__":
    main()

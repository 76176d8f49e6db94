"""Differential check: random sentences sampled from Home Assistant's templates, labelled by
hassil 3.0.1's recognize_best, written as test files that `errand eval home-assistant` can run.

This reaches every intent, including those whose test files are held out, without using any
held-out sentence: the sentences are generated from the public templates.

Usage: differential.py --intents DIR --out OUTDIR [--per-template 3] [--seed 1]
"""

import argparse
import os
import random

import yaml
from hassil import TextSlotList, Trie, recognize_best
from hassil.expression import Alternative, ListReference, Permutation, RuleReference, Sequence, TextChunk
from hassil.intents import RangeSlotList, TextSlotList as TextList, WildcardSlotList
from hassil.util import normalize_whitespace
from unicode_rbnf import RbnfEngine

from hassil_peer import load_intents, slot_lists_from_fixtures

WILDCARD_WORDS = ["milk", "eggs and bread", "the beatles", "pizza", "call mom", "bohemian rhapsody", "apples"]
ENGINE = RbnfEngine.for_language("en")


def sample(expression, lists, rules, rng, depth=0):
    if depth > 60:
        return ""
    if isinstance(expression, TextChunk):
        return expression.original_text
    if isinstance(expression, Alternative):
        return sample(rng.choice(expression.items), lists, rules, rng, depth + 1)
    if isinstance(expression, Permutation):
        items = list(expression.items)
        rng.shuffle(items)
        return "".join(sample(item, lists, rules, rng, depth + 1) for item in items)
    if isinstance(expression, Sequence):
        return "".join(sample(item, lists, rules, rng, depth + 1) for item in expression.items)
    if isinstance(expression, RuleReference):
        return sample(rules[expression.rule_name].expression, lists, rules, rng, depth + 1)
    if isinstance(expression, ListReference):
        slot_list = lists[expression.list_name]
        if isinstance(slot_list, TextList):
            if not slot_list.values:
                return ""
            return sample(rng.choice(slot_list.values).text_in, lists, rules, rng, depth + 1)
        if isinstance(slot_list, RangeSlotList):
            number = rng.choice(list(slot_list.get_numbers()))
            if slot_list.words and rng.random() < 0.3:
                words = list(ENGINE.format_number(number).text_by_ruleset.values())
                return rng.choice(words)
            return str(number)
        if isinstance(slot_list, WildcardSlotList):
            return rng.choice(WILDCARD_WORDS)
    raise ValueError(expression)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--intents", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--per-template", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    intents = load_intents(os.path.join(args.intents, "sentences", "en"))
    with open(os.path.join(args.intents, "tests", "en", "_fixtures.yaml"), encoding="utf-8") as handle:
        slot_lists = slot_lists_from_fixtures(yaml.safe_load(handle))
    name_trie = Trie()
    for value in slot_lists["name"].values:
        name_trie.insert(value.text_in.text.strip().lower(), value)

    os.makedirs(args.out, exist_ok=True)
    contexts = [{}, {}, {"area": "Living Room"}, {"area": "Kitchen", "domain": "light"}]
    written = 0
    for intent in intents.intents.values():
        tests = []
        seen = set()
        for data in intent.data:
            lists = {**intents.slot_lists, **slot_lists, **data.slot_lists}
            rules = {**intents.expansion_rules, **data.expansion_rules}
            for sentence in data.sentences:
                for _ in range(args.per_template):
                    text = normalize_whitespace(sample(sentence.expression, lists, rules, rng)).strip()
                    roll = rng.random()
                    if roll < 0.15:
                        text = "please " + text
                    elif roll < 0.25:
                        text = "could you " + text + " for me"
                    if rng.random() < 0.2:
                        text = text + rng.choice(["?", ".", "!"])
                    if rng.random() < 0.2:
                        text = text[:1].upper() + text[1:]
                    if not text or text in seen:
                        continue
                    seen.add(text)
                    context = rng.choice(contexts)
                    per_sentence = dict(slot_lists)
                    per_sentence["name"] = TextSlotList(
                        name="name", values=[v[2] for v in name_trie.find(text.lower())]
                    )
                    result = recognize_best(
                        text, intents, slot_lists=per_sentence, intent_context=context, best_slot_name="name"
                    )
                    if result is None or (context and result.context != context):
                        continue
                    slots = {e.name: e.value for e in result.entities.values()}
                    expected = {"name": result.intent.name, "slots": slots}
                    if context:
                        expected["context"] = context
                    tests.append({"sentences": [text], "intent": expected})
        path = os.path.join(args.out, f"generated_{intent.name}.yaml")
        with open(path, "w", encoding="utf-8") as handle:
            yaml.safe_dump({"language": "en", "tests": tests}, handle, allow_unicode=True, sort_keys=False)
        written += len(tests)
    print(f"differential: wrote {written} sentences to {args.out}")


if __name__ == "__main__":
    main()

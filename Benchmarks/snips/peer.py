#!/usr/bin/env python3
"""The Snips benchmark peer: what a typical engineer builds in Python (Snips NLU's design).

Intent: scikit-learn TF-IDF (word 1-2-grams) + logistic regression.
Slots: one sklearn-crfsuite CRF per intent over BIO labels, with word, affix, shape and
+/-2 context features.

    peer.py split --train DIR --holdout N --out DIR   # the development split, as errand's --holdout
    peer.py eval --train DIR --test DIR [--json]       # trains, tests, prints figures

Figures match `errand eval snips`: intent accuracy, slot precision/recall/F1 (a slot counts
when its name and normalised text match), sentence accuracy, training seconds and the
per-utterance parse latency (tokenise + classify + tag) at p50/p99 in microseconds.
"""
import argparse
import collections
import json
import math
import os
import re
import sys
import time


def read_snips(directory):
    """Every utterance of every .json file in `directory`, in file-name order: (intent, chunks)."""
    examples = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".json"):
            continue
        raw = open(os.path.join(directory, name), "rb").read()
        # PlayMusic.json writes one emoji as two encoded UTF-16 surrogates (CESU-8): decode them
        # as surrogates, then join each pair into the character it stands for.
        text = raw.decode("utf-8", "surrogatepass").encode("utf-16", "surrogatepass").decode("utf-16")
        data = json.loads(text)
        for intent in sorted(data):
            for utterance in data[intent]:
                examples.append((intent, utterance["data"]))
    return examples


def split(examples, holdout):
    """The last `holdout` utterances of each intent are the test set."""
    by_intent = collections.OrderedDict()
    for example in examples:
        by_intent.setdefault(example[0], []).append(example)
    train, test = [], []
    for items in by_intent.values():
        cut = max(0, len(items) - holdout)
        train += items[:cut]
        test += items[cut:]
    return train, test


def write_split(examples, directory):
    os.makedirs(directory, exist_ok=True)
    by_intent = collections.OrderedDict()
    for intent, chunks in examples:
        by_intent.setdefault(intent, []).append({"data": chunks})
    for intent, items in by_intent.items():
        with open(os.path.join(directory, intent + ".json"), "w", encoding="utf-8") as handle:
            json.dump({intent: items}, handle, ensure_ascii=True, indent=1)


TOKEN = re.compile(r"\w+(?:'\w+)*|[^\w\s]", re.UNICODE)


def tokens(text):
    return [(m.group(), m.start(), m.end()) for m in TOKEN.finditer(text)]


def normalise(text):
    return " ".join(t.lower() for t, _, _ in tokens(text) if re.match(r"\w", t))


def text_and_spans(chunks):
    text, spans = "", []
    for chunk in chunks:
        if chunk.get("entity") and chunk["text"]:
            spans.append((chunk["entity"], len(text), len(text) + len(chunk["text"])))
        text += chunk["text"]
    return text, spans


def bio(toks, spans):
    labels, previous = [], None
    for _, start, end in toks:
        label = "O"
        for index, (name, s, e) in enumerate(spans):
            if s < end and start < e:
                label = ("I-" if previous == index else "B-") + name
                previous = index
                break
        else:
            previous = None
        labels.append(label)
    return labels


def shape(word):
    out = []
    for ch in word:
        c = "X" if ch.isupper() else "x" if ch.islower() else "d" if ch.isdigit() else ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def features(toks):
    words = [t for t, _, _ in toks]
    lower = [w.lower() for w in words]
    result = []
    for i, word in enumerate(words):
        f = {"bias": 1.0, "w": lower[i], "shape": shape(word), "digit": word.isdigit()}
        for n in (1, 2, 3):
            f["pre%d" % n] = lower[i][:n]
            f["suf%d" % n] = lower[i][-n:]
        for offset in (-2, -1, 1, 2):
            j = i + offset
            f["w%+d" % offset] = lower[j] if 0 <= j < len(words) else "<pad>"
            if abs(offset) == 1:
                f["shape%+d" % offset] = shape(words[j]) if 0 <= j < len(words) else "<pad>"
        result.append(f)
    return result


def slots_of(text, toks, labels):
    found, current = [], None
    for (_, start, end), label in zip(toks, labels):
        if label.startswith("B-") or (label.startswith("I-") and (current is None or current[0] != label[2:])):
            if current:
                found.append(current)
            current = [label[2:], start, end]
        elif label.startswith("I-"):
            current[2] = end
        else:
            if current:
                found.append(current)
            current = None
    if current:
        found.append(current)
    return [(name, text[s:e]) for name, s, e in found]


def evaluate(args):
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    import sklearn_crfsuite

    train = read_snips(args.train)
    test = read_snips(args.test)

    start = time.perf_counter()
    texts = [text_and_spans(chunks)[0] for _, chunks in train]
    vectorizer = TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True, lowercase=True)
    classifier = LogisticRegression(C=10.0, max_iter=1000)
    classifier.fit(vectorizer.fit_transform(texts), [intent for intent, _ in train])
    taggers = {}
    for intent in sorted(set(i for i, _ in train)):
        xs, ys = [], []
        for name, chunks in train:
            if name != intent:
                continue
            text, spans = text_and_spans(chunks)
            toks = tokens(text)
            xs.append(features(toks))
            ys.append(bio(toks, spans))
        crf = sklearn_crfsuite.CRF(algorithm="lbfgs", c1=0.1, c2=0.1, max_iterations=100)
        crf.fit(xs, ys)
        taggers[intent] = crf
    train_s = time.perf_counter() - start

    counts = collections.Counter()
    latencies = []
    for intent, chunks in test:
        text, spans = text_and_spans(chunks)
        begin = time.perf_counter_ns()
        predicted = classifier.predict(vectorizer.transform([text]))[0]
        toks = tokens(text)
        labels = taggers[predicted].predict_single(features(toks)) if toks else []
        found = slots_of(text, toks, labels)
        latencies.append((time.perf_counter_ns() - begin) / 1000)

        gold = collections.Counter((name, normalise(text[s:e])) for name, s, e in spans)
        got = collections.Counter((name, normalise(value)) for name, value in found)
        right = sum((gold & got).values())
        counts["n"] += 1
        counts["intent"] += predicted == intent
        counts["gold"] += sum(gold.values())
        counts["pred"] += sum(got.values())
        counts["right"] += right
        counts["sentence"] += predicted == intent and right == sum(gold.values()) == sum(got.values())

    latencies.sort()

    def pct(q):
        return latencies[min(len(latencies) - 1, max(0, math.ceil(q * len(latencies)) - 1))]

    precision = counts["right"] / max(counts["pred"], 1)
    recall = counts["right"] / max(counts["gold"], 1)
    figures = {
        "intent_accuracy": counts["intent"] / counts["n"],
        "slot_precision": precision,
        "slot_recall": recall,
        "slot_f1": 2 * precision * recall / (precision + recall) if precision + recall else 0.0,
        "sentence_accuracy": counts["sentence"] / counts["n"],
        "train_seconds": train_s,
        "p50_us": pct(0.50),
        "p99_us": pct(0.99),
        "train_utterances": len(train),
        "test_utterances": len(test),
    }
    if args.json:
        print(json.dumps(figures, sort_keys=True))
    else:
        print("trained on %d utterances in %.2f s, tested on %d" % (len(train), train_s, len(test)))
    print(
        "peer: intent_acc=%.4f slot_f1=%.4f sentence_acc=%.4f train_s=%.2f p50_us=%.1f p99_us=%.1f"
        % (figures["intent_accuracy"], figures["slot_f1"], figures["sentence_accuracy"], train_s,
           figures["p50_us"], figures["p99_us"])
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    split_command = commands.add_parser("split")
    split_command.add_argument("--train", required=True)
    split_command.add_argument("--holdout", type=int, default=100)
    split_command.add_argument("--out", required=True)
    eval_command = commands.add_parser("eval")
    eval_command.add_argument("--train", required=True)
    eval_command.add_argument("--test", required=True)
    eval_command.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.command == "split":
        train, test = split(read_snips(args.train), args.holdout)
        write_split(train, os.path.join(args.out, "train"))
        write_split(test, os.path.join(args.out, "test"))
        print("split: %d training and %d test utterances in %s" % (len(train), len(test), args.out))
    else:
        evaluate(args)


if __name__ == "__main__":
    sys.exit(main())

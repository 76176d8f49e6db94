#!/usr/bin/env python3
"""Persona usage logs from a second, independent generator, to check that what Errand learns
from `errand simulate` logs transfers to logs it was never tuned on.

Written apart from the Swift simulator (its own personas, routines, values and noise model),
then calibrated so its baselines match those the probes in NOTES.md measured on the held-out
logs (most-frequently-used HR@1 about 0.09, most-recently-used 0.01, naive Bayes 0.68 / 0.85,
about 0.93 of events done before). Each person has routines (a time with a spread, days, a
place, a motion, a device, one or two chained steps, favourite values kept with some
probability) and background use: favourite actions done at uniformly random waking moments.

It also prints a context-only oracle: each event ranked by its true intensity under the
person's generating model (time, day, place, motion, device; not the sequence), among the
shortcuts the person had done before: the HR@1 and HR@5 a ranker that knew each person's
routines could reach without learning them.

    python3 Tools/independent-persona-logs.py --seed 1 -o log.jsonl
    errand eval suggestions --log log.jsonl

`--sources` also writes `log.jsonl.sources`: for each event, what produced it (r0, r1: a
routine's step; bg: background use; nov: a novelty), whether the oracle's top five and top one
held it, and whether it had been done before.
"""
import argparse, json, math, random, datetime

ACTIONS = {
    "OrderCoffee": ("com.example.coffee", {"drink": ["latte", "cappuccino", "americano", "flat white", "mocha", "espresso"], "size": ["small", "medium", "large"]}),
    "PlayPlaylist": ("com.example.music", {"playlist": ["Morning Chill", "Focus", "Workout", "Jazz", "Road Trip", "Sleep", "Top Hits", "Indie"]}),
    "PlayPodcast": ("com.example.podcasts", {"show": ["Daily News", "Tech Talk", "History Hour", "Comedy Bang", "True Crime", "Science"]}),
    "Navigate": ("com.example.maps", {"destination": ["Home", "Work", "Gym", "Parents", "Store", "School"]}),
    "RequestRide": ("com.example.rides", {"destination": ["Home", "Work", "Airport", "Downtown"]}),
    "SendMessage": ("com.example.messages", {"contact": ["Alex", "Sam", "Mom", "Dad", "Jordan", "Taylor", "Chris", "Pat"]}),
    "Call": ("com.example.phone", {"contact": ["Alex", "Sam", "Mom", "Dad", "Jordan", "Taylor"]}),
    "ShowWeather": ("com.example.weather", {"day": ["today", "tomorrow"]}),
    "ReadNews": ("com.example.news", {"section": ["top", "business", "sports", "tech", "world"]}),
    "StartWorkout": ("com.example.fitness", {"type": ["run", "walk", "cycle", "yoga", "strength"]}),
    "SetScene": ("com.example.home", {"scene": ["morning", "evening", "night", "away", "movie"]}),
    "SetTemperature": ("com.example.thermostat", {"degrees": ["18", "19", "20", "21", "22"]}),
    "SetAlarm": ("com.example.clock", {"time": ["06:00", "06:30", "07:00", "07:30", "08:00"]}),
    "StartTimer": ("com.example.clock", {"minutes": ["5", "10", "15", "25", "45"]}),
    "OrderFood": ("com.example.food", {"restaurant": ["Pizza Place", "Sushi Bar", "Thai House", "Burger Joint", "Salad Co"]}),
    "AddItem": ("com.example.lists", {"list": ["Groceries", "Todo", "Work"], "item": ["milk", "eggs", "bread", "call plumber", "report", "coffee"]}),
    "CheckBalance": ("com.example.bank", {"account": ["checking", "savings", "credit"]}),
    "LogWater": ("com.example.health", {"amount": ["250", "500"]}),
    "ShowAgenda": ("com.example.calendar", {"day": ["today", "tomorrow"]}),
    "StartMeditation": ("com.example.calm", {"minutes": ["5", "10", "20"]}),
    "ShowDepartures": ("com.example.transit", {"line": ["1", "2", "A", "B", "C"]}),
    "OpenBook": ("com.example.books", {"title": ["Dune", "Emma", "Ulysses", "Beloved"]}),
    "TakeNote": ("com.example.notes", {"folder": ["Ideas", "Work", "Personal"]}),
    "TurnOnLights": ("com.example.home", {"room": ["kitchen", "living room", "bedroom", "office"]}),
    "PayParking": ("com.example.parking", {"zone": ["101", "205", "330"]}),
    "TranslatePhrase": ("com.example.translate", {"language": ["Spanish", "French", "German", "Japanese"]}),
}

KEEP = 0.85
BGKEEP = 0.9

import itertools
def value_dist(action, values, keep, alt):
    params = ACTIONS[action][1]
    per = []
    for k, opts in params.items():
        d = {}
        for o in opts:
            p = (1 - keep) * (0.3 / len(opts))
            if o == values[k]: p += keep
            if o == alt.get(k): p += (1 - keep) * 0.7
            d[o] = p
        per.append([(k, o, pr) for o, pr in d.items()])
    out = []
    for combo in itertools.product(*per):
        pr = 1.0
        for _, _, x in combo: pr *= x
        if pr > 1e-4:
            out.append((tuple(sorted((k, o) for k, o, _ in combo)), pr))
    return out

def oracle_scores(p, dow, h, place, motion, device):
    scores = {}
    def add(action, dist, weight):
        if weight <= 0: return
        for vals, pr in dist:
            key = (action, vals)
            scores[key] = scores.get(key, 0) + weight * pr
    for rt in p.routines:
        if dow not in rt["days"]: continue
        if place != rt["place"] or motion != rt["motion"] or device != rt["device"]: continue
        for k, st in enumerate(rt["steps"]):
            mean = rt["hour"] + 0.11 * k
            sd = math.sqrt(rt["sigma"] ** 2 + k * 0.003)
            dens = math.exp(-0.5 * ((h - mean) / sd) ** 2) / (sd * 2.5066)
            w = rt["prob"] * (0.85 if k else 1) * dens
            if "dist" not in st: st["dist"] = value_dist(st["action"], st["values"], st["keep"], st["alt"])
            add(st["action"], st["dist"], w)
    if device == "phone" and p.wake <= h <= p.sleep:
        tot = sum(w for _, _, w in p.background)
        if p.works and dow < 5 and p.work_start <= h < p.work_end:
            pl = 1.0 if place == "Work" else 0.0
        else:
            pl = 0.75 if place == "Home" else (0.25 / 3 if place in ("Cafe", "Store", "Park") else 0.0)
        mo = 0.2 if motion == "walking" else (0.8 if motion == "still" else 0)
        for act, vals, w in p.background:
            key = "bgdist"
            dist = value_dist(act, vals, BGKEEP, {})
            add(act, dist, p.bg_rate * w / tot / (p.sleep - p.wake) * pl * mo)
    return scores


class Person:
    def __init__(self, rnd, name, a):
        self.name = name
        self.tz = rnd.choice([-8, -7, -6, -5, -4, 0, 1, 2, 3, 5.5, 8, 9, 10])
        lat, lon = rnd.uniform(-35, 60), rnd.uniform(-120, 150)
        self.places = {"Home": (lat, lon)}
        for p in ["Work", "Gym", "Cafe", "Store", "Parents", "School", "Park"]:
            self.places[p] = (lat + rnd.uniform(-0.1, 0.1), lon + rnd.uniform(-0.1, 0.1))
        self.drives = rnd.random() < 0.55
        self.works = rnd.random() < 0.8
        self.wake = rnd.gauss(7.0, 0.7)
        self.sleep = rnd.gauss(23.0, 0.7)
        self.work_start = self.wake + rnd.uniform(1.0, 2.5)
        self.work_end = self.work_start + rnd.uniform(8, 9.5)
        self.routines = []
        pool = list(ACTIONS)
        templates = self.templates(rnd)
        rnd.shuffle(templates)
        for t in templates[: rnd.randint(a.rmin, a.rmax)]:
            self.routines.append(t)
        fav = rnd.sample(pool, rnd.randint(4, 9))
        self.background = []
        for act in fav:
            _, params = ACTIONS[act]
            vals = {k: rnd.choice(v) for k, v in params.items()}
            self.background.append((act, vals, rnd.uniform(0.1, 0.5)))
        self.bg_rate = rnd.uniform(a.bgmin, a.bgmax)
        self.novel_rate = rnd.uniform(0.0, a.novel)

    def step(self, rnd, act, fixed=None):
        _, params = ACTIONS[act]
        vals = {}
        for k, v in params.items():
            vals[k] = (fixed or {}).get(k) or rnd.choice(v)
        alt = {k: rnd.choice(v) for k, v in params.items()}
        return {"action": act, "values": vals, "alt": alt, "keep": rnd.uniform(KEEP, 0.99)}

    def templates(self, rnd):
        wd, we, every = [0, 1, 2, 3, 4], [5, 6], list(range(7))
        out = []
        def r(days, hour, place, motion, device, steps, sigma=None, prob=None):
            out.append({"days": days, "hour": hour, "place": place, "motion": motion, "device": device,
                        "steps": steps, "sigma": sigma if sigma is not None else rnd.uniform(0.15, 0.75),
                        "prob": prob if prob is not None else rnd.uniform(0.55, 0.95)})
        days = wd if self.works else every
        r(days, self.wake + 0.3, "Home", "still", "phone", [self.step(rnd, "ShowWeather", {"day": "today"})])
        r(days, self.wake + 0.6, rnd.choice(["Home", "Cafe"]), "still", "phone", [self.step(rnd, "OrderCoffee")])
        r(every, self.wake + 0.1, "Home", "still", "speaker", [self.step(rnd, "SetScene", {"scene": "morning"})])
        r(every, self.wake + 0.4, "Home", "still", "phone", [self.step(rnd, "ReadNews")])
        if self.works:
            if self.drives:
                r(wd, self.work_start - 0.5, "Home", "driving", "car",
                  [self.step(rnd, "Navigate", {"destination": "Work"}), self.step(rnd, "PlayPodcast")])
                r(wd, self.work_end + 0.1, "Work", "driving", "car",
                  [self.step(rnd, "Navigate", {"destination": "Home"}), self.step(rnd, "PlayPlaylist")])
            else:
                r(wd, self.work_start - 0.6, "Home", "walking", "phone",
                  [self.step(rnd, "ShowDepartures"), self.step(rnd, "PlayPodcast")])
                r(wd, self.work_end + 0.1, "Work", "walking", "phone", [self.step(rnd, "ShowDepartures")])
            r(wd, self.work_start + 0.2, "Work", "still", "computer", [self.step(rnd, "ShowAgenda", {"day": "today"})])
            r(wd, self.work_start + 4, "Work", "still", "phone", [self.step(rnd, "OrderFood")])
            r(wd, self.work_start + rnd.uniform(1, 7), "Work", "still", "computer", [self.step(rnd, "TakeNote")])
        r(every, rnd.uniform(18, 20.5), "Home", "still", "speaker", [self.step(rnd, "SetScene", {"scene": "evening"})])
        r([rnd.choice(every)], rnd.uniform(18.5, 20), "Home", "still", "phone", [self.step(rnd, "OrderFood")])
        r(every, self.sleep - 0.3, "Home", "still", "phone", [self.step(rnd, "SetAlarm")])
        r(every, self.sleep - 0.1, "Home", "still", "phone", [self.step(rnd, "StartMeditation")])
        r(rnd.choice([we, [5], [6], [0, 2, 4]]), rnd.uniform(7, 18), rnd.choice(["Gym", "Park"]), "running", "watch",
          [self.step(rnd, "StartWorkout"), self.step(rnd, "PlayPlaylist", {"playlist": "Workout"})])
        r([rnd.choice(we)], rnd.uniform(9, 17), "Store", "walking", "phone", [self.step(rnd, "AddItem", {"list": "Groceries"})])
        r([6], rnd.uniform(10, 16), "Home", "driving", "car", [self.step(rnd, "Navigate", {"destination": "Parents"})])
        r([rnd.choice(every)], rnd.uniform(17, 21), "Home", "still", "phone", [self.step(rnd, "Call")])
        r(every, rnd.uniform(20, 22), "Home", "still", "phone", [self.step(rnd, "CheckBalance")], prob=rnd.uniform(0.2, 0.5))
        r(every, rnd.uniform(12, 21), "Home", "still", "phone", [self.step(rnd, "SendMessage")])
        r(every, rnd.uniform(9, 21), "Home", "still", "phone", [self.step(rnd, "LogWater")])
        r(we, rnd.uniform(9, 12), "Home", "still", "tablet", [self.step(rnd, "OpenBook")])
        return out

    def whereabouts(self, rnd, dow, hour):
        if self.works and dow < 5 and self.work_start <= hour < self.work_end:
            return "Work"
        return "Home" if rnd.random() < 0.75 else rnd.choice(["Cafe", "Store", "Park"])

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--people", type=int, default=40)
    ap.add_argument("--days", type=int, default=56)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rmin", type=int, default=7)
    ap.add_argument("--rmax", type=int, default=13)
    ap.add_argument("--bgmin", type=float, default=0.2)
    ap.add_argument("--bgmax", type=float, default=1.5)
    ap.add_argument("--novel", type=float, default=0.15)
    ap.add_argument("--sources", action="store_true", help="also write OUTPUT.sources")
    ap.add_argument("--personas", action="store_true", help="also write OUTPUT.personas")
    ap.add_argument("-o", default="-")
    ap.add_argument("--keep", type=float, default=0.9)
    ap.add_argument("--bgkeep", type=float, default=0.9)
    a = ap.parse_args()
    global KEEP, BGKEEP
    KEEP, BGKEEP = a.keep, a.bgkeep
    rnd = random.Random(a.seed)
    start = datetime.date(2026, 3, 2)
    out = []
    side = []
    stats = {"n": 0, "all5": 0, "seen5": 0, "seen1": 0}
    for i in range(a.people):
        p = Person(rnd, f"p{i+1}", a)
        tz = datetime.timezone(datetime.timedelta(hours=p.tz))
        if a.o != "-" and a.personas:
            with open(a.o + ".personas", "w" if i == 0 else "a") as pf:
                pf.write("%s wake=%.1f sleep=%.1f works=%s %0.1f-%0.1f bg_rate=%.2f\n" % (p.name, p.wake, p.sleep, p.works, p.work_start, p.work_end, p.bg_rate))
                for act, vals, w in p.background: pf.write("  bg %s %s w=%.2f\n" % (act, vals, w))
                for rt in p.routines: pf.write("  rt days=%s h=%.1f sd=%.2f p=%.2f %s/%s/%s %s\n" % (rt["days"], rt["hour"], rt["sigma"], rt["prob"], rt["place"], rt["motion"], rt["device"], [(s["action"], s["values"], round(s["keep"],2)) for s in rt["steps"]]))
        seen = set()
        for d in range(a.days):
            day = start + datetime.timedelta(days=d)
            dow = day.weekday()
            evs = []
            for rt in p.routines:
                if dow not in rt["days"] or rnd.random() > rt["prob"]:
                    continue
                h = rnd.gauss(rt["hour"], rt["sigma"])
                for k, st in enumerate(rt["steps"]):
                    if k > 0:
                        if rnd.random() < 0.15:
                            continue
                        h += rnd.uniform(0.02, 0.2)
                    vals = {kk: (v if rnd.random() < st["keep"] else (st["alt"][kk] if rnd.random() < 0.7 else rnd.choice(ACTIONS[st["action"]][1][kk])))
                            for kk, v in st["values"].items()}
                    evs.append((h, st["action"], vals, rt["place"], rt["motion"], rt["device"], "r%d" % k))
            n = 0
            lam = p.bg_rate
            L, k, q = math.exp(-lam), 0, 1.0
            while True:
                q *= rnd.random()
                if q < L:
                    break
                k += 1
            weights = [w for _, _, w in p.background]
            for _ in range(k):
                act, vals, _ = rnd.choices(p.background, weights=weights)[0]
                vals = {kk: (v if rnd.random() < BGKEEP else rnd.choice(ACTIONS[act][1][kk])) for kk, v in vals.items()}
                h = rnd.uniform(p.wake, p.sleep)
                evs.append((h, act, vals, p.whereabouts(rnd, dow, h), "walking" if rnd.random() < 0.2 else "still", "phone", "bg"))
            if rnd.random() < p.novel_rate:
                act = rnd.choice(list(ACTIONS))
                vals = {kk: rnd.choice(v) for kk, v in ACTIONS[act][1].items()}
                h = rnd.uniform(p.wake, p.sleep)
                evs.append((h, act, vals, rnd.choice(["Elsewhere", p.whereabouts(rnd, dow, h)]), "still", "phone", "nov"))
            evs.sort(key=lambda e: e[0])
            for h, act, vals, place, motion, device, source in evs:
                if not 0 <= h < 24:
                    continue
                t = datetime.datetime.combine(day, datetime.time()) + datetime.timedelta(hours=h)
                t = t.replace(tzinfo=tz, microsecond=0)
                key = (act, tuple(sorted(vals.items())))
                sc = oracle_scores(p, dow, h, place, motion, device)
                ranked = sorted(sc, key=lambda x: -sc[x])
                stats["n"] += 1
                stats["all5"] += key in ranked[:5]
                seenr = [x for x in ranked if x in seen]
                stats["seen5"] += key in seenr[:5]
                stats["seen1"] += key in seenr[:1]
                side.append((p.name, t.isoformat(), source, key in seenr[:5], key in seenr[:1], key in seen))
                seen.add(key)
                if place in p.places:
                    lat, lon = p.places[place]
                else:
                    lat, lon = p.places["Home"][0] + rnd.uniform(-0.3, 0.3), p.places["Home"][1] + rnd.uniform(-0.3, 0.3)
                ctx = {"place": {"lat": round(lat + rnd.uniform(-3e-4, 3e-4), 4), "lon": round(lon + rnd.uniform(-3e-4, 3e-4), 4)},
                       "motion": motion, "device": device}
                if place in p.places:
                    ctx["place"]["name"] = place
                out.append({"user": p.name, "at": t.isoformat(), "app": ACTIONS[act][0], "action": act,
                            "parameters": vals, "context": ctx})
    import sys
    if a.o != "-" and a.sources:
        with open(a.o + ".sources", "w") as sf:
            for s in side: sf.write(json.dumps(s) + "\n")
    print("oracle (context only): hr1_seen=%.3f hr5_seen=%.3f hr5_all=%.3f" % (stats["seen1"]/stats["n"], stats["seen5"]/stats["n"], stats["all5"]/stats["n"]), file=sys.stderr)
    f = open(a.o, "w") if a.o != "-" else None
    for e in out:
        line = json.dumps(e)
        if f:
            f.write(line + "\n")
        else:
            print(line)

main()

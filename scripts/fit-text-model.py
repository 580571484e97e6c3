#!/usr/bin/env python3
"""Fits FrameLab's text model (Views/Text/sf-pro.yaml) to the measured text widths of the fidelity
corpus and rewrites the table's fitted blocks. Run from the repository root:

    python3 scripts/fit-text-model.py            # fit, print the report, rewrite the table
    python3 scripts/fit-text-model.py --check    # fit and print only

The model (docs/text-model.md): a character's advance is Inter's Regular advance (the table's
`glyphs:` block) moved `weights.<weight>` of the way to Inter's SemiBold advance, plus a per-glyph
correction (`corrections:`, fitted here, in the same font units); at `opticalSize.displayFrom`
points and above (SF Pro Display) the advances are scaled by `opticalSize.displayAdvanceScale`;
SF Pro's tracking per point size (`tracking:`, the HIG table) is added once per character; the
width is rounded up to the pixel grid.

Measurements (each row cites the snapshot it was read from):
  * Tests/Fidelity/*/text-widths.tsv: one string, its font and Dynamic Type size, its width;
  * Tests/Fidelity/*/text-stacks.tsv: a stack of texts whose widest one sets a measured width.
Rows in serif (New York) and rounded fonts fit only the `designs:` factors.

A fixed quarter of the measurements is held out of the fit: those whose MD5 of the string (of
the fixture name for a stack) starts with 0-3 in hex. The report gives mean and worst absolute
error per style, fitted and held out, before (Inter + HIG tracking + the earlier weight fit) and
after.
"""
import glob
import hashlib
import math
import re
import sys

import numpy as np
import yaml

TABLE = "Views/Text/sf-pro.yaml"
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -+'.,"
RIDGE = 1500.0  # penalty per glyph correction (font units²): keeps corrections small where few strings see a glyph
KERNING_RIDGE = 100.0  # weaker for kerning pairs: a capital's pair kerns by several % of an em in text faces
WEIGHTS = ["regular", "medium", "semibold", "bold"]
# Pairs a text face commonly kerns (a round capital's or an overhanging capital's neighbour); only
# those the fitted strings contain are fitted, with the same ridge as the glyph corrections.
KERNING_LEFT = "TVWYFPLA"
KERNING_RIGHT = "aceimorsuwyTVWYAv.,"


def load_table():
    with open(TABLE) as f:
        table = yaml.safe_load(f)
    glyphs = {}
    for key, value in table["glyphs"].items():
        if key == "source":
            continue
        glyphs[int(key[2:], 16)] = (value[0], value[1])
    tracking = {int(k): v for k, v in table["tracking"].items() if k != "source"}
    return table, glyphs, tracking


def track(tracking, size):
    sizes = sorted(tracking)
    if size <= sizes[0]:
        return tracking[sizes[0]]
    if size >= sizes[-1]:
        return tracking[sizes[-1]]
    lo = math.floor(size)
    f = size - lo
    a = tracking[lo]
    return a if f == 0 else a + (tracking[lo + 1] - a) * f


def size_of(font, dynamic_type):
    for pattern, text in ((r"system (\d+)", font), (r"\((?:New York |SF Pro Rounded |SF Pro )?(\d+)", font), (r"\((\d+) pt\)", dynamic_type), (r"\((\d+)\)", font)):
        m = re.search(pattern, text)
        if m:
            return int(m.group(1))
    if "largeTitle" in font:
        return 34
    return None


def weight_of(font):
    for name in ("semibold", "bold", "medium"):
        if name in font:
            return name
    return "semibold" if font.startswith("headline") else "regular"


def held_out(key):
    return hashlib.md5(key.encode()).hexdigest()[0] in "0123"


def measurements():
    """Rows: (key, style label, [(string, size, weight)], offset, measured, scale, source)."""
    rows = []
    for path in sorted(glob.glob("Tests/Fidelity/*/text-widths.tsv")):
        repo = path.split("/")[2]
        scale = 2 if repo.startswith(("element-hq", "gabriel-")) else 3  # their snapshots are 2× (SOURCE.md)
        for line in open(path).read().split("\n")[1:]:
            p = line.split("\t")
            if len(p) < 4:
                continue
            try:
                measured = float(p[3])
            except ValueError:
                continue
            string, font, dt = p[0], p[1], p[2]
            design = "serif" if "serif" in font else "rounded" if "rounded" in font.lower() else None
            size = size_of(font, dt)
            if size is None:
                continue
            weight = weight_of(font)
            name = label(size, weight) if design is None else f"{design} {weight}"
            rows.append((string, name, [(string, size, weight, design)], 0.0, measured, scale, f"{repo}/text-widths.tsv"))
    for path in sorted(glob.glob("Tests/Fidelity/*/text-stacks.tsv")):
        repo = path.split("/")[2]
        for line in open(path).read().split("\n")[1:]:
            p = line.split("\t")
            if len(p) < 4:
                continue
            texts = []
            for item in p[2].split("|"):
                string, size, weight = item.rsplit("/", 2)
                texts.append((string, float(size), weight, None))
            widest = max(texts, key=lambda t: t[1])
            rows.append((p[0], label(widest[1], widest[2]) + " (stack)", texts, float(p[1]), float(p[3]), 3, f"{repo}/{p[0]}"))
    return rows


def label(size, weight):
    return f"{weight} {'≥ 20 pt (Display)' if size >= 20 else '< 20 pt (Text)'}"


class Model:
    def __init__(self, glyphs, tracking, unitsPerEm, fallback):
        self.glyphs, self.tracking, self.upm, self.fallback = glyphs, tracking, unitsPerEm, fallback
        self.weights = {"regular": 0.0, "medium": 0.8, "semibold": 1.4, "bold": 1.4}
        self.corrections = {}
        self.kerning = {}
        self.designs = {"rounded": 1.0, "serif": 1.0}
        self.display_knots = {20: 1.0, 34: 1.0, 53: 1.0}
        self.display_from = 20

    def display_scale(self, size):
        if size < self.display_from:
            return 1.0
        knots = sorted(self.display_knots)
        if size <= knots[0]:
            return self.display_knots[knots[0]]
        for lo, hi in zip(knots, knots[1:]):
            if size <= hi:
                f = (size - lo) / (hi - lo)
                return self.display_knots[lo] + (self.display_knots[hi] - self.display_knots[lo]) * f
        return self.display_knots[knots[-1]]

    def advance(self, ch, weight):
        r, s = self.glyphs.get(ord(ch), self.fallback)
        return r + self.weights[weight] * (s - r) + self.corrections.get(ch, 0.0)

    def exact(self, string, size, weight, design=None):
        units = sum(self.advance(c, weight) for c in string) + sum(self.kerning.get(string[i:i + 2], 0.0) for i in range(len(string) - 1))
        d = self.display_scale(size) * (self.designs[design] if design else 1.0)
        return units * size / self.upm * d + len(string) * size * track(self.tracking, size) / 1000

    def width(self, row):
        texts, offset, scale = row[2], row[3], row[5]
        widest = max(math.ceil(self.exact(*t) * scale - 1e-9) / scale for t in texts)
        return offset + widest

    def widest_text(self, row):
        return max(row[2], key=lambda t: self.exact(*t))


def kerning_pairs(string):
    return [string[i:i + 2] for i in range(len(string) - 1) if string[i] in KERNING_LEFT and string[i + 1] in KERNING_RIGHT]


def fit(model, rows, glyph_set, pair_set=()):
    """Least squares over the weight mixes, per-glyph corrections and kerning pairs."""
    names = ["medium", "semibold", "bold"] + [f"glyph {c}" for c in glyph_set] + [f"pair {p}" for p in pair_set]
    index = {c: 3 + i for i, c in enumerate(glyph_set)}
    pair_index = {p: 3 + len(glyph_set) + i for i, p in enumerate(pair_set)}
    A, b = [], []
    for row in rows:
        string, size, weight, _ = model.widest_text(row)
        d = model.display_scale(size)
        k = size / model.upm * d
        target = row[4] - row[3] - 0.5 / row[5]  # the middle of the pixel the width rounds up into
        target -= len(string) * size * track(model.tracking, size) / 1000
        coeffs = np.zeros(len(names))
        base = 0.0
        for c in string:
            r, s = model.glyphs.get(ord(c), model.fallback)
            base += r
            if weight in ("medium", "semibold", "bold"):
                coeffs[["medium", "semibold", "bold"].index(weight)] += (s - r)
            if c in index:
                coeffs[index[c]] += 1
        for pair in kerning_pairs(string):
            if pair in pair_index:
                coeffs[pair_index[pair]] += 1
        A.append(coeffs * k)
        b.append(target - base * k)
    A, b = np.array(A), np.array(b)
    penalty = np.diag([1e-6, 1e-6, 1e-6] + [RIDGE * 1e-6] * len(glyph_set) + [KERNING_RIDGE * 1e-6] * len(pair_set))
    solution = np.linalg.solve(A.T @ A + penalty, A.T @ b)
    model.weights.update({"medium": solution[0], "semibold": solution[1], "bold": solution[2]})
    model.corrections = {c: solution[index[c]] for c in glyph_set}
    model.kerning = {p: solution[pair_index[p]] for p in pair_set}


def fit_display(model, rows):
    knots = sorted(model.display_knots)
    for _ in range(3):
        A, b = [], []
        for row in rows:
            string, size, weight, _ = model.widest_text(row)
            units = sum(model.advance(c, weight) for c in string) * size / model.upm
            target = row[4] - row[3] - 0.5 / row[5] - len(string) * size * track(model.tracking, size) / 1000
            coeffs = np.zeros(len(knots))
            if size <= knots[0]:
                coeffs[0] = 1
            elif size >= knots[-1]:
                coeffs[-1] = 1
            else:
                for i, (lo, hi) in enumerate(zip(knots, knots[1:])):
                    if lo <= size <= hi:
                        f = (size - lo) / (hi - lo)
                        coeffs[i], coeffs[i + 1] = 1 - f, f
                        break
            A.append(coeffs * units)
            b.append(target)
        A, b = np.array(A), np.array(b)
        solution = np.linalg.lstsq(A, b, rcond=None)[0]
        model.display_knots = {k: round(float(v), 4) for k, v in zip(knots, solution)}


def report(model, rows):
    groups = {}
    for row in rows:
        err = abs(model.width(row) - row[4])
        groups.setdefault(row[1], []).append(err)
    out = {}
    for name, errs in sorted(groups.items()):
        out[name] = (len(errs), sum(errs) / len(errs), max(errs))
    errs = [e for es in groups.values() for e in es]
    within_pixel = sum(1 for row in rows if abs(model.width(row) - row[4]) <= 1 / row[5] + 1e-6)
    within_half = sum(1 for e in errs if e <= 0.5 + 1e-6)
    out["all"] = (len(errs), sum(errs) / max(1, len(errs)), max(errs, default=0), within_pixel, within_half)
    return out


def run():
    table, glyphs, tracking = load_table()
    upm = table["font"]["unitsPerEm"]
    fallback = tuple(table["fallback"]["advance"])
    rows = measurements()
    fitted = [r for r in rows if not held_out(r[0])]
    held = [r for r in rows if held_out(r[0])]

    before = Model(glyphs, tracking, upm, fallback)
    model = Model(glyphs, tracking, upm, fallback)
    # Stage 1: weights and per-glyph corrections on text sizes (< 20 pt, SF Pro Text).
    sf_rows = [r for r in fitted if all(t[3] is None for t in r[2])]
    text_rows = [r for r in sf_rows if max(t[1] for t in r[2]) < model.display_from]
    seen = sorted({c for r in text_rows for t in r[2] for c in t[0] if c in LETTERS})
    pairs = sorted({p for r in text_rows for t in r[2] for p in kerning_pairs(t[0])}) if "--no-kerning" not in sys.argv else []
    for _ in range(3):  # the widest text of a stack may change with the fit
        fit(model, text_rows, seen, pairs)
    model.weights = {k: round(float(v), 3) for k, v in model.weights.items()}
    model.corrections = {c: int(round(v)) for c, v in model.corrections.items() if round(v) != 0}
    model.kerning = {p: int(round(v)) for p, v in model.kerning.items() if round(v) != 0}
    # Stage 2: SF Pro Display's advance scale at the knots, piecewise linear in the point size,
    # least squares on the display rows (a text of 20 pt or more sets the width).
    display_rows = [r for r in sf_rows if r not in text_rows]
    fit_display(model, display_rows)
    # Stage 3: one factor on SF Pro's advances per design (SF Pro Rounded, New York), least squares.
    for design in model.designs:
        rows_d = [r for r in fitted if r[2][0][3] == design]
        if not rows_d:
            continue
        num = den = 0.0
        for r in rows_d:
            string, size, weight, _ = r[2][0]
            glyph = sum(model.advance(c, weight) for c in string) * size / model.upm * model.display_scale(size)
            target = r[4] - 0.5 / r[5] - len(string) * size * track(model.tracking, size) / 1000
            num += glyph * target
            den += glyph * glyph
        model.designs[design] = round(num / den, 4)
    lines = []
    lines.append(f"{len(rows)} measurements ({len(fitted)} fitted, {len(held)} held out: MD5 of the string starts with 0-3)")
    lines.append(f"display advance scale at {model.display_knots}; weights {model.weights}")
    lines.append(f"corrections ({len(model.corrections)} glyphs): {model.corrections}")
    lines.append(f"kerning ({len(model.kerning)} pairs): {model.kerning}")
    lines.append(f"designs: {model.designs}")
    for name, rs in (("fitted", fitted), ("held out", held)):
        b, a = report(before, rs), report(model, rs)
        lines.append(f"\n{name}: style | n | before mean / worst | after mean / worst")
        for key in a:
            if key == "all":
                continue
            lines.append(f"  {key} | {a[key][0]} | {b[key][1]:.3f} / {b[key][2]:.3f} | {a[key][1]:.3f} / {a[key][2]:.3f}")
        lines.append(f"  all | {a['all'][0]} | {b['all'][1]:.3f} / {b['all'][2]:.3f} | {a['all'][1]:.3f} / {a['all'][2]:.3f}"
                     f" | within 1 px {b['all'][3]} → {a['all'][3]}, within 0.5 pt {b['all'][4]} → {a['all'][4]}")
    print("\n".join(lines))
    print("\nworst after (all rows):")
    for r in sorted(rows, key=lambda r: -abs(model.width(r) - r[4]))[:12]:
        print(f"  {r[0]!r} [{r[1]}] measured {r[4]} model {model.width(r):.3f} before {before.width(r):.3f} {'held' if held_out(r[0]) else 'fit'}")
    return table, model, len(fitted), len(held)


def rewrite(model, fitted, held):
    text = open(TABLE).read()
    def block(name, body):
        nonlocal text
        pattern = re.compile(rf"^{name}:\n(?:[ #].*\n|\n)*", re.M)
        if not pattern.search(text):
            sys.exit(f"{TABLE} has no {name}: block")
        text = pattern.sub(lambda _: body, text, count=1)
    source = f"fitted by scripts/fit-text-model.py to {fitted} measured widths ({held} held out), docs/text-model.md"
    weights = "".join(f"  {k}: {v}\n" for k, v in (("regular", 0), ("medium", model.weights["medium"]), ("semibold", model.weights["semibold"]),
                                                     ("bold", model.weights["bold"]), ("heavy", model.weights["bold"]), ("black", model.weights["bold"])))
    block("weights", f"weights:\n  source: \"{source}; heavy and black: an estimate, bold's value (no measurement)\"\n{weights}\n")
    knots = "".join(f"    {k}: {v}\n" for k, v in sorted(model.display_knots.items()))
    designs = "".join(f"  {k}: {v}\n" for k, v in sorted(model.designs.items()))
    block("designs", f"designs:\n  source: \"{source}; a factor on SF Pro's advances for SF Pro Rounded and New York (serif), from their few measured strings: an estimate for other strings\"\n{designs}\n")
    block("opticalSize", f"opticalSize:\n  source: \"iOS draws SF Pro Display from 20 pt (HIG Typography); its advances are narrower than SF Pro Text's: the scale per point size (between two sizes interpolated, beyond the last the last value) is {source}\"\n"
                         f"  displayFrom: 20\n  displayAdvanceScale:\n{knots}\n")
    body = "".join(f"  {yaml_key(c)}: {v}\n" for c, v in sorted(model.corrections.items()))
    pairs = "".join(f"  {json_string(p)}: {v}\n" for p, v in sorted(model.kerning.items()))
    block("kerning", f"kerning:\n  source: \"{source}; only pairs of a capital that commonly kerns (T V W Y F P L A) and a neighbour the fitted strings contain; font units added between the two characters, in every weight\"\n{pairs}\n")
    block("corrections", f"corrections:\n  source: \"{source}; font units added to the glyph's advance in every weight\"\n{body}\n")
    open(TABLE, "w").write(text)


def json_string(text):
    return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\""


def yaml_key(c):
    return f"\"U+{ord(c):04X}\""


if __name__ == "__main__":
    table, model, fitted, held = run()
    if "--check" not in sys.argv:
        rewrite(model, fitted, held)
        print(f"\nrewrote {TABLE}")

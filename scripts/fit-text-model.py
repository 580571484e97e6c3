#!/usr/bin/env python3
"""Fits what is left to fit of FrameLab's text model (Views/Text/sf-pro.yaml) to the measured text
widths of the fidelity corpus and rewrites those blocks. Run from the repository root:

    python3 scripts/fit-text-model.py            # fit, print the report, rewrite the table
    python3 scripts/fit-text-model.py --check    # fit and print only

The model (docs/text-model.md): SF Pro's own advances and kerning per face (the glyphs: and
kerning: blocks, read from Apple's font files by scripts/read-sf-pro-metrics.py, not fitted),
blended from the Text face to the Display face of the same weight by point size, HIG tracking per
character (tracking:), the width rounded up to the pixel grid. Fitted here: where the blend from
Text to Display starts and ends (opticalSize.textToDisplay). SF Pro Rounded and New York are read from
their fonts (their own faces, optical-size blend and trak tracking: scripts/read-sf-pro-metrics.py), not fitted.

Measurements (each row cites the snapshot it was read from):
  * Tests/Fidelity/*/text-widths.tsv: one string, its font and Dynamic Type size, its width;
  * Tests/Fidelity/*/text-stacks.tsv: a stack of texts whose widest one sets a measured width.

A fixed quarter of the measurements is held out of the fit: those whose MD5 of the string (of
the fixture name for a stack) starts with 0-3 in hex. The report gives mean and worst absolute
error per style, fitted and held out.
"""
import glob
import hashlib
import math
import re
import sys

import yaml

TABLE = "Views/Text/sf-pro.yaml"


def interpolate(knots, size):
    """A value per point size (tracking, an optical-size share) at `size`: linear between the
    table's sizes, the end values beyond (as TextFont.interpolated)."""
    keys = sorted(knots)
    if size <= keys[0]:
        return knots[keys[0]]
    for lo, hi in zip(keys, keys[1:]):
        if size <= hi:
            return knots[lo] + (knots[hi] - knots[lo]) * (size - lo) / (hi - lo)
    return knots[keys[-1]]


def track(tracking, size):
    """Tracking in 1/1000 em at `size`."""
    return interpolate(tracking, size)


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


def row(value):
    """A row of the table: one number per face, a line of numbers separated by spaces or a list."""
    return [int(x) for x in value.split()] if isinstance(value, str) else list(value)


class Model:
    """SF Pro's own advances per face (glyphs:), blended from the Text face to the Display face by
    point size (opticalSize.textToDisplay), kerning per face blended the same way, SF Pro Rounded's
    own faces, blend and tracking for `rounded` and `serif`, HIG tracking per character otherwise."""

    def __init__(self, table):
        g = table["glyphs"]
        self.faces = list(g["faces"])
        self.glyphs = {int(k[2:], 16): row(v) for k, v in g.items() if k.startswith("U+")}
        self.kerning = {k: row(v) for k, v in table["kerning"].items() if k != "source"}
        self.tracking = {float(k): float(v) for k, v in table["tracking"].items() if k != "source"}
        self.upm = table["font"]["unitsPerEm"]
        fallback = table["fallback"]["advance"]
        self.fallback = [fallback[0]] * len(self.faces)
        self.knots = {float(k): float(v) for k, v in table["opticalSize"]["textToDisplay"].items()}
        # A design's own blend (opticalSize.<design>) and tracking (designTracking.<design>).
        self.design_knots = {d: {float(k): float(v) for k, v in m.items()} for d, m in table["opticalSize"].items()
                             if d not in ("source", "textToDisplay", "displayFrom", "displayAdvanceScale")}
        self.design_tracking = {d: {float(k): float(v) for k, v in m.items()} for d, m in (table.get("designTracking") or {}).items() if d != "source"}
        self.designs = {d: float(v) for d, v in table["designs"].items() if d != "source"}

    def share(self, size, knots=None):
        knots = self.knots if knots is None else knots
        return interpolate(knots, size)

    def columns(self, weight, design, size):
        """The engine's TextMeasurer.Font.faceColumns: a design with faces of its own (rounded-*, serif-text-*
        and serif-display-*) takes them with its own blend; else Text → Display."""
        def column(optical):
            for name in (f"{optical}-{weight}", f"{optical}-regular"):
                if name in self.faces:
                    return self.faces.index(name)
            return None
        text = column("text")
        if design:
            own = column(f"{design}-display") if column(f"{design}-display") is not None else column(design)
            if own is not None:
                own_text = column(f"{design}-text")
                share = min(1, max(0, self.share(size, self.design_knots[design]))) if design in self.design_knots else self.share(size)
                return (own_text if own_text is not None else text), own, share, True
        return text, column("display"), min(1, max(0, self.share(size))), False

    def units(self, string, size, weight, design=None):
        t, d, b, _ = self.columns(weight, design, size)
        total = 0.0
        for i, ch in enumerate(string):
            row = self.glyphs.get(ord(ch), self.fallback)
            total += row[t] + b * (row[d] - row[t])
            if i and string[i - 1:i + 1] in self.kerning:
                k = self.kerning[string[i - 1:i + 1]]
                total += k[t] + b * (k[d] - k[t])
        return total

    def exact(self, string, size, weight, design=None):
        own = self.columns(weight, design, size)[3]
        factor = 1.0 if own or not design else self.designs.get(design, 1.0)
        tracking = self.design_tracking[design] if own and design in self.design_tracking else self.tracking
        return self.units(string, size, weight, design) * size / self.upm * factor + len(string) * size * track(tracking, size) / 1000

    def width(self, row):
        texts, offset, scale = row[2], row[3], row[5]
        widest = max(math.ceil(self.exact(*t) * scale - 1e-9) / scale for t in texts)
        return offset + widest

    def widest_text(self, row):
        return max(row[2], key=lambda t: self.exact(*t))


def fit_optical_size(model, rows):
    """The sizes where the blend from SF Pro Text to SF Pro Display starts and ends (linear between):
    a grid search for the least mean absolute error on the rows of 17 pt and more."""
    rows = [r for r in rows if max(t[1] for t in r[2]) >= 17 and all(t[3] is None for t in r[2])]
    best = None
    for start in range(12, 21):
        for end in range(start + 1, 41):
            model.knots = {float(start): 0.0, float(end): 1.0}
            err = sum(abs(model.width(r) - r[4]) for r in rows) / max(1, len(rows))
            if best is None or err < best[0] - 1e-9:
                best = (err, start, end)
    model.knots = {float(best[1]): 0.0, float(best[2]): 1.0}
    return best


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
    with open(TABLE) as f:
        table = yaml.safe_load(f)
    rows = measurements()
    fitted = [r for r in rows if not held_out(r[0])]
    held = [r for r in rows if held_out(r[0])]
    fixed = Model(table)  # SF Pro's advances with the table's present optical-size blend and factors
    model = Model(table)
    best = fit_optical_size(model, fitted)
    lines = [f"{len(rows)} measurements ({len(fitted)} fitted, {len(held)} held out: MD5 of the string starts with 0-3)",
             f"optical size: SF Pro Text up to {best[1]} pt, Display from {best[2]} pt, linear between (mean error {best[0]:.3f} pt on the fitted rows of 17 pt and more)",
             "rounded and serif: their own faces, blend and tracking (read from the fonts, not fitted)"]
    for name, rs in (("fitted", fitted), ("held out", held)):
        a = report(model, rs)
        lines.append(f"\n{name}: style | n | mean / worst")
        for key in a:
            if key != "all":
                lines.append(f"  {key} | {a[key][0]} | {a[key][1]:.3f} / {a[key][2]:.3f}")
        lines.append(f"  all | {a['all'][0]} | {a['all'][1]:.3f} / {a['all'][2]:.3f} | within 1 px {a['all'][3]}, within 0.5 pt {a['all'][4]}")
    print("\n".join(lines))
    print("\nworst (all rows):")
    for r in sorted(rows, key=lambda r: -abs(model.width(r) - r[4]))[:12]:
        print(f"  {r[0]!r} [{r[1]}] measured {r[4]} model {model.width(r):.3f} {'held' if held_out(r[0]) else 'fit'}")
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
    start, end = sorted(model.knots)
    # The designs' own blends (opticalSize.rounded, .serif) are not fitted: kept as they are, comments included.
    kept = re.search(r"^opticalSize:\n(?:[ #].*\n|\n)*", text, re.M).group(0)
    designs_part = kept[kept.index("  textToDisplay:"):]
    designs_part = re.sub(r"^  textToDisplay:\n(?:    .*\n)*", "", designs_part, flags=re.M)
    block("opticalSize", "opticalSize:\n  source: \"iOS's system font is one variable font whose optical size follows the point size: SF Pro Text's design at text sizes, "
                         "SF Pro Display's at large ones (HIG Typography). Share of the way from the text-<weight> advances to the display-<weight> ones per point size, "
                         f"linear between the sizes: {source} (the sizes where the blend starts and ends)\"\n  textToDisplay:\n    {start:g}: 0\n    {end:g}: 1\n" + designs_part)
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

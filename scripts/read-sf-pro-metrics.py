#!/usr/bin/env python3
"""Reads SF Pro's own metrics from Apple's font files and writes the `glyphs:`, `kerning:` and
`monospacedDigits:` blocks of Views/Text/sf-pro.yaml (docs/text-model.md). The font files are never
committed: bring them to a scratch folder first and name it:

    python3 scripts/read-sf-pro-metrics.py /tmp/sf-fonts --repo OWNER/NAME --commit SHA --path fonts/

It expects SF-Pro-{Text,Display,Rounded}-{Ultralight,Thin,Light,Regular,Medium,Semibold,Bold,Heavy,Black}.otf.

Method (fontTools and HarfBuzz, both from PyPI: fonttools, uharfbuzz):
  * advances: fontTools `TTFont[...]['hmtx']` of the glyph the font's best cmap gives a scalar
    (`getBestCmap()`), in font units (unitsPerEm from `head`), one column per face;
  * kerning: HarfBuzz shapes every pair of the characters in PAIR_CHARACTERS with the font's
    default features (GPOS `kern`, class and glyph pairs alike); the pair's kerning is the shaped
    width minus the two advances. Pairs that kern in no face are left out;
  * monospaced digits: the advance of "0" shaped with the `tnum` feature (`.monospacedDigit()`).
A face that lacks a scalar (SF Pro Rounded has fewer) takes the same weight's Display advance.
"""
import argparse
import os
import re
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

WEIGHTS = ["ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
FILE_WEIGHT = {"ultralight": "Ultralight", "thin": "Thin", "light": "Light", "regular": "Regular", "medium": "Medium",
               "semibold": "Semibold", "bold": "Bold", "heavy": "Heavy", "black": "Black"}
OPTICAL = ["text", "display", "rounded"]
FACES = [f"{o}-{w}" for o in OPTICAL for w in WEIGHTS]
PAIR_CHARACTERS = "".join(chr(c) for c in range(0x20, 0x7F)) + "\u00A0\u2018\u2019\u201C\u201D\u2013\u2014\u2026\u00E9\u00E8\u00E0\u00E7\u00F6\u00FC\u00E4\u00F1"
# Scalars kept: every scalar SF Pro Text and Display map, but emoji and the Private Use Area (SF Symbols'
# home: symbols are a table of their own). A scalar SF Pro lacks is left out: iOS draws it in another
# font, and FrameLab gives it the fallback advance with a warning naming its script.
# Emoji are left out too (iOS draws them in Apple Color Emoji, one em wide in FrameLab) but for the
# enclosed alphanumerics and supplemental arrows SF Pro draws itself (U+1F100..1F1FF, U+1F800..1F8FF).
def kept(scalar):
    if 0xE000 <= scalar <= 0xF8FF or scalar >= 0xF0000:
        return False
    return scalar < 0x1F000 or 0x1F100 <= scalar <= 0x1F1FF or 0x1F800 <= scalar <= 0x1F8FF


def path_of(folder, face):
    optical, weight = face.split("-")
    return os.path.join(folder, f"SF-Pro-{optical.capitalize()}-{FILE_WEIGHT[weight]}.otf")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--repo", required=True)
    parser.add_argument("--commit", required=True)
    parser.add_argument("--path", default="fonts/")
    parser.add_argument("--table", default="Views/Text/sf-pro.yaml")
    args = parser.parse_args()

    advances, cmaps, hbfonts, upm, version = {}, {}, {}, None, None
    for face in FACES:
        font = TTFont(path_of(args.folder, face))
        upm = upm or font["head"].unitsPerEm
        if font["head"].unitsPerEm != upm:
            sys.exit(f"{face}: unitsPerEm {font['head'].unitsPerEm}, not {upm}")
        version = version or font["name"].getDebugName(5)
        cmaps[face] = font.getBestCmap()
        advances[face] = font["hmtx"].metrics
        hbfonts[face] = hb.Font(hb.Face(hb.Blob.from_file_path(path_of(args.folder, face))))

    def advance(face, scalar):
        glyph = cmaps[face].get(scalar)
        if glyph is None and face.startswith("rounded"):
            return advance("display" + face[len("rounded"):], scalar)
        return None if glyph is None else advances[face][glyph][0]

    def shaped(face, text, features=None):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(hbfonts[face], buf, features or {})
        return sum(p.x_advance for p in buf.glyph_positions)

    scalars = sorted(s for s in cmaps["text-regular"] if kept(s) and all(s in cmaps[f] for f in FACES if not f.startswith("rounded")))
    # A row is one line of numbers separated by spaces (one YAML node, not one per number: the
    # table stays far below the loader's node limit); the loader also reads a [list].
    glyph_lines = [f"  U+{s:04X}: {' '.join(str(advance(f, s)) for f in FACES)}" for s in scalars]

    pairs = []
    for a in PAIR_CHARACTERS:
        for b in PAIR_CHARACTERS:
            values = [shaped(f, a + b) - advance(f, ord(a)) - advance(f, ord(b)) for f in FACES]
            if any(values):
                pairs.append((a + b, values))
    digits = [shaped(f, "0", {"tnum": True}) for f in FACES]

    cite = f"{args.repo} at {args.commit}, {args.path}SF-Pro-{{Text,Display,Rounded}}-<Weight>.otf ({version})"
    faces = "[" + ", ".join(FACES) + "]"
    glyphs = (f"glyphs:\n  source: \"SF Pro's own advance widths, font units per face, read from Apple's font files committed in {cite} "
              f"with scripts/read-sf-pro-metrics.py (fontTools: hmtx of the glyph getBestCmap() gives each scalar; a scalar SF Pro Rounded lacks takes Display's); "
              f"every scalar SF Pro Text and Display map but emoji and the Private Use Area\"\n  faces: {faces}\n" + "\n".join(glyph_lines) + "\n")
    kerning = (f"kerning:\n  source: \"SF Pro's GPOS pair kerning (class and glyph pairs) in {cite}, per face in the glyphs: block's order, font units between two characters: "
               f"scripts/read-sf-pro-metrics.py shapes every pair of {len(PAIR_CHARACTERS)} characters (ASCII, quotes, dashes, ellipsis, common accented letters) with HarfBuzz and the font's default features and subtracts the two advances\"\n"
               + "".join(f"  {json_string(p)}: {' '.join(map(str, v))}\n" for p, v in pairs) + "\n")
    mono = (f"monospacedDigits:\n  source: \"SF Pro's tabular digits: the advance of '0' shaped with the tnum feature (HarfBuzz), per face, in {cite}\"\n"
            f"  faces: {' '.join(map(str, digits))}\n\n")
    text = open(args.table).read()
    for name, body in (("kerning", kerning), ("monospacedDigits", mono), ("glyphs", glyphs)):
        pattern = re.compile(rf"^{name}:\n(?:[ #].*\n|\n)*", re.M)
        if not pattern.search(text):
            sys.exit(f"{args.table} has no {name}: block")
        text = pattern.sub(lambda _: body, text, count=1)
    text = re.sub(r"^  unitsPerEm: \d+$", f"  unitsPerEm: {upm}", text, count=1, flags=re.M)
    open(args.table, "w").write(text)
    print(f"{len(scalars)} scalars, {len(pairs)} kerning pairs, {len(FACES)} faces, unitsPerEm {upm}, {version}")


def json_string(text):
    return "\"" + "".join(c if 0x20 < ord(c) < 0x7F and c not in "\\\"" else ("\\\\" if c == "\\" else "\\\"" if c == "\"" else f"\\u{ord(c):04X}") for c in text) + "\""


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Reads SF Pro's own metrics from Apple's font files and writes the `glyphs:`, `kerning:` and
`monospacedDigits:` blocks of Views/Text/sf-pro.yaml (docs/text-model.md). The font files are never
committed: bring them to a scratch folder first and name it:

    python3 scripts/read-sf-pro-metrics.py /tmp/sf-fonts --repo OWNER/NAME --commit SHA --path fonts/

It expects SF-Pro-{Text,Display,Rounded}-{Ultralight,Thin,Light,Regular,Medium,Semibold,Bold,Heavy,Black}.otf,
and, with --new-york FILE (Apple's variable NewYork.ttf: axes opsz 12-256 and wght 400-1000), adds New York's
faces for `.fontDesign(.serif)`: `serif-text-<weight>` (the font at optical size 12, its smallest) and
`serif-display-<weight>` (at optical size 60, the largest text style's size at AX5) for the weights of its
named instances (regular 400, medium 496, semibold 568, bold 674, heavy 810, black 934), blended by point
size like SF Pro's Text and Display (opticalSize.serif): iOS sets New York at the optical size of its
point size, and between 12 and 60 the font's advances move almost linearly with it (within 0.8 pt on a
20-character string at any size from 13 to 56 pt).

Method (fontTools and HarfBuzz, both from PyPI: fonttools, uharfbuzz):
  * advances: fontTools `TTFont[...]['hmtx']` of the glyph the font's best cmap gives a scalar
    (`getBestCmap()`), in font units (unitsPerEm from `head`), one column per face;
  * kerning: HarfBuzz shapes every pair of the characters in PAIR_CHARACTERS with the font's
    default features (GPOS `kern`, class and glyph pairs alike); the pair's kerning is the shaped
    width minus the two advances. Pairs that kern in no face are left out;
  * monospaced digits: the advance of "0" shaped with the `tnum` feature (`.monospacedDigit()`);
  * tracking per design (designTracking:): the font's own `trak` table, normal track, in 1/1000 em,
    for SF Pro Rounded (every weight has the same table) and New York.
A face that lacks a scalar (SF Pro Rounded has fewer) takes the same weight's Display advance; New York
takes SF Pro Text's (serif-text) or Display's (serif-display): iOS draws what New York lacks in SF Pro.
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
# New York's named instances (fvar) and the two optical sizes its faces are read at.
SERIF_WEIGHTS = {"regular": 400, "medium": 496, "semibold": 568, "bold": 674, "heavy": 810, "black": 934}
SERIF_OPTICAL = {"serif-text": 12, "serif-display": 60}
SERIF_FACES = [f"{o}-{w}" for o in SERIF_OPTICAL for w in SERIF_WEIGHTS]
# SF Mono's weights (`.fontDesign(.monospaced)`); the only copy found is a Nerd Font patch with
# ligatures added (LigaSFMonoNerdFont-<Weight>.otf): its advances are SF Mono's, its ligatures and
# kerning are not used (a monospaced font does not kern; iOS's SF Mono has no such ligatures).
MONO_WEIGHTS = {"light": "Light", "regular": "Regular", "medium": "Medium", "semibold": "Semibold", "bold": "Bold", "heavy": "Heavy"}
MONO_FACES = [f"monospaced-{w}" for w in MONO_WEIGHTS]
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
    parser.add_argument("--new-york", help="Apple's variable NewYork.ttf (optional: adds the serif faces)")
    parser.add_argument("--new-york-cite", default="", help="where --new-york comes from: 'OWNER/NAME at SHA, PATH'")
    parser.add_argument("--sf-mono", help="folder with LigaSFMonoNerdFont-<Weight>.otf (optional: adds the monospaced faces)")
    parser.add_argument("--sf-mono-cite", default="", help="where --sf-mono comes from: 'OWNER/NAME at SHA, PATH'")
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

    faces = list(FACES)
    ny_version = None
    if args.new_york:
        ny = TTFont(args.new_york)
        if ny["head"].unitsPerEm != upm:
            sys.exit(f"{args.new_york}: unitsPerEm {ny['head'].unitsPerEm}, not {upm}")
        ny_version = ny["name"].getDebugName(5)
        ny_cmap = ny.getBestCmap()
        ny_face = hb.Face(hb.Blob.from_file_path(args.new_york))
        for face in SERIF_FACES:
            optical, weight = face.rsplit("-", 1)
            font = hb.Font(ny_face)
            font.set_variations({"opsz": SERIF_OPTICAL[optical], "wght": SERIF_WEIGHTS[weight]})
            hbfonts[face] = font
            cmaps[face] = ny_cmap
        faces += SERIF_FACES
    mono_version = None
    if args.sf_mono:
        for face in MONO_FACES:
            path = os.path.join(args.sf_mono, f"LigaSFMonoNerdFont-{MONO_WEIGHTS[face.split('-')[1]]}.otf")
            font = TTFont(path)
            if font["head"].unitsPerEm != upm:
                sys.exit(f"{path}: unitsPerEm {font['head'].unitsPerEm}, not {upm}")
            mono_version = mono_version or font["name"].getDebugName(5)
            cmaps[face] = font.getBestCmap()
            advances[face] = font["hmtx"].metrics
        faces += MONO_FACES

    def advance(face, scalar):
        glyph = cmaps[face].get(scalar)
        if glyph is None and face.startswith("rounded"):
            return advance("display" + face[len("rounded"):], scalar)
        if face.startswith("monospaced"):
            return advance("text-" + face.split("-")[1], scalar) if glyph is None else advances[face][glyph][0]
        if face.startswith("serif"):
            optical, weight = face.rsplit("-", 1)
            if glyph is None:
                return advance(("text-" if optical == "serif-text" else "display-") + weight, scalar)
            # The advance at the face's optical size and weight (hmtx moved by HVAR), as HarfBuzz sets it.
            return hbfonts[face].get_glyph_h_advance(hbfonts[face].get_nominal_glyph(scalar))
        return None if glyph is None else advances[face][glyph][0]

    def raw_shaped(face, text, features=None):
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(hbfonts[face], buf, features or {})
        return sum(p.x_advance for p in buf.glyph_positions), len(buf.glyph_positions)

    # HarfBuzz applies a font's `trak` table itself when it shapes (New York's, at its default 12 pt:
    # +12 units a glyph); the tracking is a block of its own (designTracking:), so take it out again.
    applied_tracking = {face: raw_shaped(face, "H")[0] - advance(face, ord("H")) for face in faces if face in hbfonts}

    def shaped(face, text, features=None):
        if face.startswith("monospaced"):
            # No kerning, no ligatures: each character its advance; tabular digits are its digits.
            return sum(advance(face, ord(c)) for c in text)
        width, glyphs = raw_shaped(face, text, features)
        return width - glyphs * applied_tracking[face]

    scalars = sorted(s for s in cmaps["text-regular"] if kept(s) and all(s in cmaps[f] for f in FACES if not f.startswith("rounded")))
    # A row is one line of numbers separated by spaces (one YAML node, not one per number: the
    # table stays far below the loader's node limit); the loader also reads a [list].
    glyph_lines = [f"  U+{s:04X}: {' '.join(str(advance(f, s)) for f in faces)}" for s in scalars]

    pairs = []
    for a in PAIR_CHARACTERS:
        for b in PAIR_CHARACTERS:
            values = [shaped(f, a + b) - advance(f, ord(a)) - advance(f, ord(b)) for f in faces]
            if any(values):
                pairs.append((a + b, values))
    digits = [shaped(f, "0", {"tnum": True}) for f in faces]

    cite = f"{args.repo} at {args.commit}, {args.path}SF-Pro-{{Text,Display,Rounded}}-<Weight>.otf ({version})"
    sf_cite = cite
    if mono_version:
        cite += f"; SF Mono (monospaced-*): its advances as kept in the Nerd Font patch LigaSFMonoNerdFont-<Weight>.otf ({mono_version}) in {args.sf_mono_cite} (every ASCII character 1266 units in every weight; no kerning or ligatures used; a scalar it lacks takes SF Pro Text's)"
    if ny_version:
        cite += f"; New York (serif-*): Apple's variable NewYork.ttf ({ny_version}) in {args.new_york_cite}, shaped by HarfBuzz at opsz 12 (serif-text) and 60 (serif-display) and each named instance's wght"
    face_list = "[" + ", ".join(faces) + "]"
    glyphs = (f"glyphs:\n  source: \"SF Pro's own advance widths, font units per face, read from Apple's font files committed in {cite} "
              f"with scripts/read-sf-pro-metrics.py (fontTools: hmtx of the glyph getBestCmap() gives each scalar; a scalar SF Pro Rounded lacks takes Display's); "
              f"every scalar SF Pro Text and Display map but emoji and the Private Use Area; a scalar New York lacks takes SF Pro Text's (serif-text) or Display's (serif-display)\"\n  faces: {face_list}\n" + "\n".join(glyph_lines) + "\n")
    kerning = (f"kerning:\n  source: \"SF Pro's GPOS pair kerning (class and glyph pairs) in {cite}, per face in the glyphs: block's order, font units between two characters: "
               f"scripts/read-sf-pro-metrics.py shapes every pair of {len(PAIR_CHARACTERS)} characters (ASCII, quotes, dashes, ellipsis, common accented letters) with HarfBuzz and the font's default features and subtracts the two advances\"\n"
               + "".join(f"  {json_string(p)}: {' '.join(map(str, v))}\n" for p, v in pairs) + "\n")
    mono = (f"monospacedDigits:\n  source: \"SF Pro's tabular digits: the advance of '0' shaped with the tnum feature (HarfBuzz), per face, in {cite}\"\n"
            f"  faces: {' '.join(map(str, digits))}\n\n")
    def trak_block():
        lines = ["designTracking:",
                 f"  source: \"each design's own tracking: the normal track of the font's trak table (font units per point size, here / unitsPerEm x 1000 = 1/1000 em; between two sizes linear, beyond the ends the end values): "
                 f"rounded: SF Pro Rounded's (every weight has the same table) in {sf_cite}; serif: New York's in {args.new_york_cite} ({ny_version}). iOS sets SF Pro Rounded with the Rounded faces' own advances and this tracking at every size, New York at its optical size with its own tracking (measured: docs/text-model.md)\""]
        def rows(font):
            entry = font["trak"].horizData[0.0]
            return [f"    {size:g}: {round(units / upm * 1000, 2):g}" for size, units in sorted(entry.items())]
        lines += ["  rounded:"] + rows(TTFont(path_of(args.folder, "rounded-regular")))
        if args.new_york:
            lines += ["  serif:"] + rows(TTFont(args.new_york))
        return "\n".join(lines) + "\n\n"

    text = open(args.table).read()
    if not re.search(r"^designTracking:\n", text, re.M):
        text = text.replace("\nopticalSize:\n", "\ndesignTracking:\n\nopticalSize:\n", 1)
    for name, body in (("kerning", kerning), ("monospacedDigits", mono), ("glyphs", glyphs), ("designTracking", trak_block())):
        pattern = re.compile(rf"^{name}:\n(?:[ #].*\n|\n)*", re.M)
        if not pattern.search(text):
            sys.exit(f"{args.table} has no {name}: block")
        text = pattern.sub(lambda _: body, text, count=1)
    text = re.sub(r"^  unitsPerEm: \d+$", f"  unitsPerEm: {upm}", text, count=1, flags=re.M)
    open(args.table, "w").write(text)
    print(f"{len(scalars)} scalars, {len(pairs)} kerning pairs, {len(faces)} faces, unitsPerEm {upm}, {version}, New York {ny_version}")


def json_string(text):
    return "\"" + "".join(c if 0x20 < ord(c) < 0x7F and c not in "\\\"" else ("\\\\" if c == "\\" else "\\\"" if c == "\"" else f"\\u{ord(c):04X}") for c in text) + "\""


if __name__ == "__main__":
    main()

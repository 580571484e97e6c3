#!/usr/bin/env python3
"""Write the glyphs: block of Views/Text/sf-pro.yaml from the Inter font.

FrameLab measures Text without a font engine: it sums per-character advance widths taken once
from Inter (the usual open stand-in for SF Pro, SIL Open Font License 1.1) and stored, with the
corrections, tracking and optical sizes fitted to measured SF Pro widths, in the text model's
table (docs/text-model.md). This script rewrites only the table's glyphs: block (and its unitsPerEm
and fallback advance); scripts/fit-text-model.py then refits the rest. Run it again only to change
the font or the character set; the output is deterministic for a given font file.

Requirements (Debian/Ubuntu, as root):
    apt-get install -y fonts-inter        # static Inter-Regular.otf / Inter-SemiBold.otf
    pip install fonttools

Usage:
    python3 scripts/generate-text-metrics.py [--regular PATH] [--semibold PATH] [--out PATH]

Without --regular/--semibold the script looks for Inter in the usual font directories. A
variable Inter font (InterVariable.ttf, Inter[opsz,wght].ttf, ...) works too: the script then
instantiates wght=400 and wght=600 with fontTools.varLib.instancer.

Output: one line per Unicode scalar of the font's cmap (except the Private Use Area) that both
faces have, `U+0041: [regular, semibold]` in font units; the table's unitsPerEm; and the fallback
advance per weight (the mean advance of a-z).
"""

import argparse
import glob
import hashlib
import os
import re
import subprocess
import sys

try:
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - message for humans
    sys.exit("fontTools is missing: pip install fonttools")

SEARCH_DIRS = [
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    os.path.expanduser("~/.local/share/fonts"),
    os.path.expanduser("~/.fonts"),
    "/Library/Fonts",
    os.path.expanduser("~/Library/Fonts"),
]
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(REPO_ROOT, "Views", "Text", "sf-pro.yaml")


def find_font(names):
    """First file whose basename is one of `names` under the usual font directories."""
    for directory in SEARCH_DIRS:
        for name in names:
            hits = sorted(glob.glob(os.path.join(directory, "**", name), recursive=True))
            if hits:
                return hits[0]
    return None


def load_faces(regular_path, semibold_path):
    """(regular TTFont, semibold TTFont, description of the source files)."""
    if regular_path is None and semibold_path is None:
        regular_path = find_font(["Inter-Regular.otf", "Inter-Regular.ttf"])
        semibold_path = find_font(["Inter-SemiBold.otf", "Inter-SemiBold.ttf"])
    if regular_path and semibold_path:
        return TTFont(regular_path), TTFont(semibold_path), [regular_path, semibold_path]

    variable = find_font(["InterVariable.ttf", "Inter[opsz,wght].ttf", "Inter[wght].ttf", "Inter-VariableFont*.ttf"])
    if variable is None:
        sys.exit("Inter not found: apt-get install -y fonts-inter, or pass --regular and --semibold")
    from fontTools.varLib import instancer

    faces = []
    for weight in (400, 600):
        font = TTFont(variable)
        axes = {"wght": weight}
        if "fvar" in font and any(a.axisTag == "opsz" for a in font["fvar"].axes):
            axes["opsz"] = 14  # Inter's text optical size
        faces.append(instancer.instantiateVariableFont(font, axes))
    return faces[0], faces[1], [variable + " (wght 400 / 600)"]


def advances(font):
    """{scalar: advance in font units} for every cmap entry."""
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    return {scalar: metrics[glyph][0] for scalar, glyph in cmap.items()}


def is_private_use(scalar):
    return 0xE000 <= scalar <= 0xF8FF or scalar >= 0xF0000


def package_version():
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-inter"],
            capture_output=True, text=True, check=False)
        return out.stdout.strip() or None
    except OSError:
        return None


def sha256(path):
    if not os.path.isfile(path):
        return None
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:16]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--regular")
    parser.add_argument("--semibold")
    parser.add_argument("--out", default=DEFAULT_OUT)
    args = parser.parse_args()

    regular, semibold, sources = load_faces(args.regular, args.semibold)
    upem = regular["head"].unitsPerEm
    if semibold["head"].unitsPerEm != upem:
        sys.exit("the two faces have different unitsPerEm")
    version = regular["name"].getDebugName(5) or "unknown version"
    family = regular["name"].getDebugName(1) or "Inter"
    copyright_line = (regular["name"].getDebugName(0) or "").strip()
    reg, semi = advances(regular), advances(semibold)

    lower = [ord(c) for c in "abcdefghijklmnopqrstuvwxyz"]
    fallback_regular = round(sum(reg[c] for c in lower) / len(lower))
    fallback_semibold = round(sum(semi[c] for c in lower) / len(lower))

    scalars = sorted(c for c in reg if c in semi and not is_private_use(c))
    deb = package_version()
    digests = ", ".join(f"{os.path.basename(p)} sha256 {sha256(p)}…" for p in sources if sha256(p))
    source = (f"{family} Regular and SemiBold {version}" + (f" (Debian fonts-inter {deb})" if deb else "")
              + f", {copyright_line or 'The Inter Project Authors'}, SIL Open Font License 1.1; advance widths [regular, semibold]"
              + " per Unicode scalar read from the font files by scripts/generate-text-metrics.py"
              + (f" ({digests})" if digests else "") + "; every scalar of the font's cmap except the Private Use Area")
    block = ["glyphs:", "  source: \"" + source.replace("\"", "'") + "\""]
    block += [f"  U+{c:04X}: [{reg[c]}, {semi[c]}]" for c in scalars]
    with open(args.out, encoding="utf-8") as handle:
        text = handle.read()
    if "\nglyphs:\n" not in text:
        sys.exit(f"{args.out} has no glyphs: block")
    text = text[:text.index("\nglyphs:\n") + 1] + "\n".join(block) + "\n"
    text = re.sub(r"(?m)^  unitsPerEm: .*$", f"  unitsPerEm: {upem}", text, count=1)
    text = re.sub(r"(?m)^  advance: \[.*\]$", f"  advance: [{fallback_regular}, {fallback_semibold}]", text, count=1)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote the glyphs: block of {args.out}: {len(scalars)} scalars, unitsPerEm {upem}, {version}")

if __name__ == "__main__":
    main()

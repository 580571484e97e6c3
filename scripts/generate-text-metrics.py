#!/usr/bin/env python3
"""Generate Sources/LayoutCore/Text/GlyphAdvances.swift from the Inter font.

FrameLab measures Text without a font engine: it sums per-character advance widths taken once
from Inter (the usual open stand-in for SF Pro, SIL Open Font License 1.1) and stored in a Swift
file. Run this script again only to change the font or the character set; the output is
deterministic for a given font file.

Requirements (Debian/Ubuntu, as root):
    apt-get install -y fonts-inter        # static Inter-Regular.otf / Inter-SemiBold.otf
    pip install fonttools

Usage:
    python3 scripts/generate-text-metrics.py [--regular PATH] [--semibold PATH] [--out PATH]

Without --regular/--semibold the script looks for Inter in the usual font directories. A
variable Inter font (InterVariable.ttf, Inter[opsz,wght].ttf, ...) works too: the script then
instantiates wght=400 and wght=600 with fontTools.varLib.instancer.

Output layout (see the generated file's header):
  * a dense table for U+0000..U+024F (ASCII, Latin-1 Supplement, Latin Extended-A/B), one
    UInt16 per scalar per weight, 0xFFFF where the font has no glyph;
  * a sorted sparse table for every other code point in the font's cmap except the Private
    Use Area: scalars (UInt32) and one UInt16 advance array per weight;
  * units per em, and a fallback advance per weight (the mean advance of a-z).
"""

import argparse
import glob
import hashlib
import os
import subprocess
import sys

try:
    from fontTools.ttLib import TTFont
except ImportError:  # pragma: no cover - message for humans
    sys.exit("fontTools is missing: pip install fonttools")

DENSE_LIMIT = 0x250
MISSING = 0xFFFF
SEARCH_DIRS = [
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    os.path.expanduser("~/.local/share/fonts"),
    os.path.expanduser("~/.fonts"),
    "/Library/Fonts",
    os.path.expanduser("~/Library/Fonts"),
]
REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(REPO_ROOT, "Sources", "LayoutCore", "Text", "GlyphAdvances.swift")


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


def swift_array(name, type_name, values, per_line=16, width=5):
    lines = [f"    static let {name}: [{type_name}] = ["]
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append("        " + ", ".join(str(v).rjust(width) for v in chunk) + ",")
    lines.append("    ]")
    return "\n".join(lines)


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

    dense_regular = [reg.get(s, MISSING) for s in range(DENSE_LIMIT)]
    dense_semibold = [semi.get(s, MISSING) for s in range(DENSE_LIMIT)]
    sparse = sorted(s for s in reg if s >= DENSE_LIMIT and s in semi and not is_private_use(s))
    sparse_regular = [reg[s] for s in sparse]
    sparse_semibold = [semi[s] for s in sparse]
    for value in dense_regular + dense_semibold + sparse_regular + sparse_semibold:
        if not 0 <= value <= MISSING:
            sys.exit(f"advance {value} does not fit in UInt16")

    deb = package_version()
    digests = [f"{os.path.basename(p)} sha256 {sha256(p)}…" for p in sources if sha256(p)]
    header = [
        "// GENERATED FILE: do not edit by hand.",
        "// Regenerate with: python3 scripts/generate-text-metrics.py",
        "//   (needs `apt-get install -y fonts-inter` and `pip install fonttools`).",
        f"// Source: {family} Regular and SemiBold, {version}"
        + (f" (Debian package fonts-inter {deb})" if deb else "") + ".",
    ]
    header += [f"//   {d}" for d in digests]
    header += [
        f"// {copyright_line}" if copyright_line else "// Copyright The Inter Project Authors.",
        "// Inter is licensed under the SIL Open Font License 1.1 (https://openfontlicense.org);",
        "// this file holds only advance widths read from the font, not glyph outlines.",
        "",
    ]
    body = [
        "/// Advance widths of Inter (the open stand-in for SF Pro), in font units, read from the font",
        "/// files by `scripts/generate-text-metrics.py`. Look-ups go through `TextMeasurer`.",
        "enum GlyphAdvances {",
        f"    /// Font units per em of the source font.",
        f"    static let unitsPerEm: Double = {upem}",
        f"    /// Marks a scalar of the dense tables that the font has no glyph for.",
        f"    static let missing: UInt16 = 0x{MISSING:X}",
        f"    /// The dense tables cover scalars 0..<denseLimit.",
        f"    static let denseLimit: UInt32 = 0x{DENSE_LIMIT:X}",
        f"    /// Advance used for a character the font lacks: the mean advance of a-z.",
        f"    static let fallbackRegular: UInt16 = {fallback_regular}",
        f"    static let fallbackSemibold: UInt16 = {fallback_semibold}",
        "",
        "    /// Regular (400) advances for U+0000..<denseLimit, `missing` where there is no glyph.",
        swift_array("denseRegular", "UInt16", dense_regular),
        "",
        "    /// SemiBold (600) advances for U+0000..<denseLimit, `missing` where there is no glyph.",
        swift_array("denseSemibold", "UInt16", dense_semibold),
        "",
        f"    /// Every other scalar of the font's cmap except the Private Use Area ({len(sparse)}), ascending.",
        swift_array("sparseScalars", "UInt32", sparse, per_line=12, width=6),
        "",
        "    /// Regular advances, parallel to `sparseScalars`.",
        swift_array("sparseRegular", "UInt16", sparse_regular),
        "",
        "    /// SemiBold advances, parallel to `sparseScalars`.",
        swift_array("sparseSemibold", "UInt16", sparse_semibold),
        "}",
        "",
    ]
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(header + body))
    print(f"wrote {args.out}: {DENSE_LIMIT} dense + {len(sparse)} sparse scalars, "
          f"unitsPerEm {upem}, {version}")


if __name__ == "__main__":
    main()

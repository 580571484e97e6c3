#!/usr/bin/env python3
"""List and measure snapshot-test reference images in a fetched git repository.

FrameLab's measured corpus (Tests/Fidelity/, docs/fidelity-mining.md) is read off the reference
PNGs that open-source iOS projects commit next to their snapshot tests. This helper does the
mechanical part of that reading; deciding what a view's code is, and writing the fixture, stays
with a person.

Usage:
  mine-snapshots.py list GIT_DIR [--rev REV] [--grep TEXT] [--scale N] [--device-width PT]
      One row per PNG under a snapshot folder (__Snapshots__/, ReferenceImages*/, Snapshots/):
      pixel size, inferred scale and the source of that inference, size in points, and the test
      file that most likely produced it (the Swift file named after the snapshot folder, found
      anywhere in the tree, preferring the one next to the folder).
  mine-snapshots.py ink GIT_DIR PATH [--rev REV] [--scale N] [--threshold T] [--bg RRGGBB]
      Decodes one PNG (8-bit RGB/RGBA/grey, palette, non-interlaced) and prints the bounding box
      of the pixels that differ from the background (the top-left pixel unless --bg is given) in
      pixels and in points, plus the horizontal bands of non-background rows (text lines, stacked
      shapes) with each band's horizontal extent, and the vertical bands of non-background
      columns. --match RRGGBB measures the pixels of one colour instead (a solid background
      under a shadow); --region x0,y0,x1,y1 limits the search.
  mine-snapshots.py ink-file FILE.png [...same options]
      As `ink`, for a PNG already on disk.

Scale inference, in order: --scale; "@2x"/"@3x" in the file name; a width equal to a whole
multiple of --device-width (full-screen strategies); otherwise "?" (read the test: ViewImageConfig
presets are 2x for iPhone SE/8 and iPad, 3x for the others; the default `.image` strategy of
swift-snapshot-testing renders at the host simulator's scale, UIScreen.main.scale).

Only the Python standard library is used (zlib, struct), so the script runs anywhere.
"""
from __future__ import annotations

import argparse
import os
import re
import struct
import subprocess
import sys
import zlib

SNAPSHOT_FOLDER = re.compile(r"(^|/)(\.?__snapshots__|referenceimages[^/]*|snapshots)/", re.IGNORECASE)


def git(git_dir: str, *args: str) -> bytes:
    return subprocess.run(["git", f"--git-dir={git_dir}", *args], check=True,
                          stdout=subprocess.PIPE).stdout


def tree_files(git_dir: str, rev: str) -> list[str]:
    return git(git_dir, "ls-tree", "-r", "--name-only", rev).decode("utf-8", "replace").splitlines()


def blob(git_dir: str, rev: str, path: str) -> bytes:
    return git(git_dir, "show", f"{rev}:{path}")


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from the IHDR chunk, or None when the bytes are not a PNG (LFS pointer)."""
    if len(data) < 24 or data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])


def batch_sizes(git_dir: str, rev: str, paths: list[str]) -> dict[str, tuple[int, int] | None]:
    """Reads many blobs through one `git cat-file --batch` (fast on thousands of images)."""
    out: dict[str, tuple[int, int] | None] = {}
    proc = subprocess.Popen(["git", f"--git-dir={git_dir}", "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdin and proc.stdout
    for path in paths:
        proc.stdin.write(f"{rev}:{path}\n".encode())
        proc.stdin.flush()
        header = proc.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            out[path] = None
            continue
        size = int(header[2])
        data = proc.stdout.read(size)
        proc.stdout.read(1)
        out[path] = png_size(data)
    proc.stdin.close()
    proc.wait()
    return out


def infer_scale(path: str, width: int, args: argparse.Namespace) -> tuple[float | None, str]:
    if args.scale:
        return args.scale, "given"
    match = re.search(r"@([123])x", path)
    if match:
        return float(match.group(1)), "name"
    if args.device_width:
        for scale in (3, 2, 1):
            if width == round(args.device_width * scale):
                return float(scale), "device width"
    return None, "?"


def producing_test(path: str, swift_files: list[str]) -> str:
    """The Swift test file a snapshot came from: __Snapshots__/<File>/<test>.png comes from
    <File>.swift (swift-snapshot-testing); ReferenceImages*/<Class>/<test>.png from <Class>.swift
    or a file containing the class (iOSSnapshotTestCase); the closest by path wins."""
    parts = path.split("/")
    # The innermost snapshot folder wins ("Tests/Snapshots/Atoms/__Snapshots__/Suite/test.png").
    folder_index = next((i for i in range(len(parts) - 2, -1, -1)
                         if SNAPSHOT_FOLDER.search(parts[i] + "/")), None)
    if folder_index is None or folder_index + 1 >= len(parts):
        return "?"
    owner = parts[folder_index + 1]
    if owner.endswith(".png"):
        owner = os.path.basename(os.path.dirname(path))
    base = owner.split("_")[0] if owner.endswith("_64") else owner
    candidates = [f for f in swift_files if os.path.basename(f)[:-6] in (owner, base)]
    if not candidates:
        return "?"
    here = "/".join(parts[:folder_index])
    candidates.sort(key=lambda f: (not f.startswith(here), len(f)))
    return candidates[0]


def cmd_list(args: argparse.Namespace) -> None:
    files = tree_files(args.git_dir, args.rev)
    pngs = [f for f in files if f.lower().endswith(".png") and SNAPSHOT_FOLDER.search(f)]
    if args.grep:
        pngs = [f for f in pngs if args.grep.lower() in f.lower()]
    swift_files = [f for f in files if f.endswith(".swift")]
    sizes = batch_sizes(args.git_dir, args.rev, pngs)
    print("px_w\tpx_h\tscale\tscale_from\tpt_w\tpt_h\ttest_file\timage")
    for path in pngs:
        size = sizes.get(path)
        if size is None:
            print(f"-\t-\t-\tnot a PNG (LFS pointer or missing)\t-\t-\t-\t{path}")
            continue
        width, height = size
        scale, source = infer_scale(path, width, args)
        if scale:
            pt = f"{width / scale:.3f}\t{height / scale:.3f}"
        else:
            pt = "?\t?"
        print(f"{width}\t{height}\t{scale or '?'}\t{source}\t{pt}\t"
              f"{producing_test(path, swift_files)}\t{path}")


# --- PNG decoding (for ink boxes) ---------------------------------------------------------

def decode_png_pure(data: bytes) -> tuple[int, int, list[list[tuple[int, ...]]]]:
    """Pixels as rows of RGBA tuples, without Pillow: bit depth 8 or 16, colour types 0, 2, 3,
    4, 6, not interlaced (what snapshot libraries write); a full-screen 3x image takes seconds.
    With Pillow and numpy installed, load_mask uses them instead."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, palette, trns = 8, b"", None, None
    width = height = depth = ctype = interlace = 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = [tuple(body[i:i + 3]) for i in range(0, len(body), 3)]
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
        pos += 12 + length
    if interlace:
        raise ValueError("interlaced PNGs are not supported")
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    if depth not in (8, 16) and ctype != 3:
        raise ValueError(f"bit depth {depth} not supported")
    bytes_per_sample = 2 if depth == 16 else 1
    bpp = max(1, channels * bytes_per_sample)
    stride = (width * channels * depth + 7) // 8
    raw = zlib.decompress(idat)
    rows: list[list[tuple[int, ...]]] = []
    previous = bytearray(stride)
    i = 0
    for _ in range(height):
        filter_type = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if filter_type == 1:
                line[x] = (line[x] + a) & 255
            elif filter_type == 2:
                line[x] = (line[x] + b) & 255
            elif filter_type == 3:
                line[x] = (line[x] + ((a + b) >> 1)) & 255
            elif filter_type == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        previous = line
        row: list[tuple[int, ...]] = []
        if ctype == 3:
            assert palette is not None
            for x in range(width):
                bit = x * depth
                index = (line[bit // 8] >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
                alpha = trns[index] if trns and index < len(trns) else 255
                row.append((*palette[index], alpha))
        else:
            samples = line[::2] if depth == 16 else line
            for x in range(width):
                px = samples[x * channels:(x + 1) * channels]
                if ctype == 0:
                    row.append((px[0], px[0], px[0], 255))
                elif ctype == 2:
                    row.append((px[0], px[1], px[2], 255))
                elif ctype == 4:
                    row.append((px[0], px[0], px[0], px[1]))
                else:
                    row.append((px[0], px[1], px[2], px[3]))
        rows.append(row)
    return width, height, rows


def bands(flags: list[bool]) -> list[tuple[int, int]]:
    """Runs of True as (start, end-exclusive)."""
    out, start = [], None
    for index, flag in enumerate(flags + [False]):
        if flag and start is None:
            start = index
        elif not flag and start is not None:
            out.append((start, index))
            start = None
    return out


def load_mask(args: argparse.Namespace, data: bytes):
    """(width, height, background, rows of booleans): which pixels count as ink."""
    match = tuple(int(args.match[i:i + 2], 16) for i in (0, 2, 4)) + (255,) if args.match else None
    try:
        import io
        import numpy  # type: ignore
        from PIL import Image  # type: ignore
        pixels = numpy.asarray(Image.open(io.BytesIO(data)).convert("RGBA")).astype(int)
        height, width = pixels.shape[:2]
        bg = tuple(int(args.bg[i:i + 2], 16) for i in (0, 2, 4)) + (255,) if args.bg \
            else tuple(int(v) for v in pixels[0, 0])
        if match is not None:
            mask = numpy.abs(pixels - numpy.array(match)).max(axis=2) <= args.threshold
        else:
            mask = numpy.abs(pixels - numpy.array(bg)).max(axis=2) > args.threshold
            if bg[3] == 0:
                mask &= pixels[:, :, 3] > 0
        if args.region:
            rx0, ry0, rx1, ry1 = (int(v) for v in args.region.split(","))
            keep = numpy.zeros_like(mask)
            keep[ry0:ry1, rx0:rx1] = True
            mask &= keep
        return width, height, bg, mask.tolist()
    except ImportError:
        pass
    width, height, rows = decode_png_pure(data)
    bg = tuple(int(args.bg[i:i + 2], 16) for i in (0, 2, 4)) + (255,) if args.bg else rows[0][0]

    def counts(px: tuple[int, ...]) -> bool:
        if match is not None:
            return max(abs(px[k] - match[k]) for k in range(4)) <= args.threshold
        if px[3] == 0 and bg[3] == 0:
            return False
        return max(abs(px[k] - bg[k]) for k in range(4)) > args.threshold

    rx0, ry0, rx1, ry1 = (int(v) for v in args.region.split(",")) if args.region \
        else (0, 0, width, height)
    mask = [[counts(px) if rx0 <= x < rx1 and ry0 <= y < ry1 else False
             for x, px in enumerate(row)] for y, row in enumerate(rows)]
    return width, height, bg, mask


def cmd_ink(args: argparse.Namespace, data: bytes, label: str) -> None:
    width, height, bg, mask = load_mask(args, data)
    row_flags = [any(r) for r in mask]
    col_flags = [any(mask[y][x] for y in range(height)) for x in range(width)]
    scale = args.scale or 1.0
    print(f"{label}: {width}x{height} px = {width / scale:.3f}x{height / scale:.3f} pt at {scale:g}x;"
          f" background {bg}")
    ys, xs = bands(row_flags), bands(col_flags)
    if not ys:
        print("  no ink")
        return
    x0, x1, y0, y1 = xs[0][0], xs[-1][1], ys[0][0], ys[-1][1]
    print(f"  ink box px x={x0} y={y0} w={x1 - x0} h={y1 - y0}"
          f"  pt x={x0 / scale:.3f} y={y0 / scale:.3f} w={(x1 - x0) / scale:.3f} h={(y1 - y0) / scale:.3f}")
    print("  row bands (px): " + ", ".join(f"{a}-{b}" for a, b in ys[:40]))
    for a, b in ys[:40]:
        cols = [x for x in range(width) if any(mask[y][x] for y in range(a, b))]
        print(f"    rows {a}-{b} ({(b - a) / scale:.3f} pt from {a / scale:.3f}): x {cols[0]}-{cols[-1] + 1}"
              f" ({(cols[-1] + 1 - cols[0]) / scale:.3f} pt wide, from {cols[0] / scale:.3f} pt)")
    print("  column bands (px): " + ", ".join(f"{a}-{b}" for a, b in xs[:60])
          + (" ..." if len(xs) > 60 else ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    listing = sub.add_parser("list")
    listing.add_argument("git_dir")
    listing.add_argument("--rev", default="HEAD")
    listing.add_argument("--grep")
    listing.add_argument("--scale", type=float)
    listing.add_argument("--device-width", type=float)
    for name in ("ink", "ink-file"):
        ink = sub.add_parser(name)
        if name == "ink":
            ink.add_argument("git_dir")
            ink.add_argument("path")
            ink.add_argument("--rev", default="HEAD")
        else:
            ink.add_argument("files", nargs="+")
        ink.add_argument("--scale", type=float)
        ink.add_argument("--threshold", type=int, default=24)
        ink.add_argument("--bg", help="background colour RRGGBB (default: the top-left pixel)")
        ink.add_argument("--match", help="measure the pixels within --threshold of this colour "
                                         "RRGGBB instead of those that differ from the background")
        ink.add_argument("--region", help="only look inside x0,y0,x1,y1 (pixels, end exclusive)")
    args = parser.parse_args()
    try:
        if args.command == "list":
            cmd_list(args)
        elif args.command == "ink":
            cmd_ink(args, blob(args.git_dir, args.rev, args.path), args.path)
        else:
            for file in args.files:
                with open(file, "rb") as handle:
                    cmd_ink(args, handle.read(), file)
    except (subprocess.CalledProcessError, ValueError, OSError) as error:
        sys.exit(f"mine-snapshots: {error}")
    except BrokenPipeError:
        pass


if __name__ == "__main__":
    main()

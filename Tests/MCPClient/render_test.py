#!/usr/bin/env python3
"""The MCP `render` tool and `layout`'s `picture` option, through the official MCP Python SDK
(PyPI `mcp`) talking to `framelab mcp` over stdio, as an assistant's client would.

Checks: the tools list offers `render` (and `picture` on `layout`); `render` answers PNG image
content whose size is the window times the scale and whose pixels are the light or dark grouped
background; `layout` with `picture: true` answers the JSON and the image; bad scales and an unknown
appearance are tool errors. Run by `make test-mcp-client` (part of `make test`).

Usage: render_test.py --framelab PATH
"""
import argparse
import asyncio
import base64
import json
import struct
import sys
import zlib
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

HERE = Path(__file__).resolve().parent
SETTINGS = (HERE.parent / "Pictures" / "settings-screen.swift").read_text()


def png_pixels(data):
    """(width, height, rows of RGBA tuples) of an 8-bit RGBA or RGB PNG, unfiltered."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"depth {depth} colour type {colour}"
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:(x + 1) * channels]) for x in range(width)])
        previous = line
    return width, height, rows


def field(value, snake, camel):
    """An attribute by its SDK 2 name (snake_case), or its SDK 1 name (camelCase)."""
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def check(condition, message):
    if not condition:
        raise AssertionError(message)
    print("ok:", message)


async def run(framelab):
    server = StdioServerParameters(command=framelab, args=["mcp"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            check("render" in tools, "the tools list offers render")
            check("picture" in field(tools["layout"], "input_schema", "inputSchema")["properties"], "layout takes a picture option")

            layout = await session.call_tool("layout", {"source": SETTINGS, "device": "iphone-16-pro"})
            check(not field(layout, "is_error", "isError"), "layout lays out the settings screen")
            window = json.loads(layout.content[0].text)["device"]["window"]

            for appearance, expected in (("light", (0xF2, 0xF2, 0xF7)), ("dark", (0, 0, 0))):
                answer = await session.call_tool("render", {"source": SETTINGS, "device": "iphone-16-pro", "appearance": appearance, "scale": 2})
                check(not field(answer, "is_error", "isError"), f"render answers ({appearance})")
                images = [item for item in answer.content if item.type == "image"]
                check(len(images) == 1 and field(images[0], "mime_type", "mimeType") == "image/png", f"render answers one PNG image ({appearance})")
                width, height, rows = png_pixels(base64.b64decode(images[0].data))
                # window 402 x 874 points at 2 pixels a point
                check((width, height) == (round(window["width"] * 2), round(window["height"] * 2)),
                      f"the PNG is the window times the scale: {width}x{height} for {window['width']}x{window['height']} pt")
                # The List's grouped background reaches the bottom edge: 10 px above it, in the middle.
                pixel = rows[height - 10][width // 2]
                check(all(abs(p - e) <= 2 for p, e in zip(pixel[:3], expected)),
                      f"the bottom of the screen is the {appearance} grouped background {expected}: {pixel[:3]}")
                texts = [item.text for item in answer.content if item.type == "text"]
                check(any(f"{width}×{height} px" in text for text in texts), f"render says the size ({appearance})")

            both = await session.call_tool("layout", {"source": SETTINGS, "picture": True, "scale": 1})
            kinds = [item.type for item in both.content]
            check(not field(both, "is_error", "isError") and kinds[0] == "text" and "image" in kinds, f"layout with picture answers the JSON and the image: {kinds}")

            for arguments, words in (({"scale": 0}, "scale"), ({"scale": 1000}, "scale"), ({"appearance": "sepia"}, "light or dark"),
                                     ({"scale": 16, "window": "2000x2000"}, "16384 px")):
                bad = await session.call_tool("render", {"source": "Text(\"hi\")", **arguments})
                message = " ".join(item.text for item in bad.content if item.type == "text")
                check(field(bad, "is_error", "isError") and words in message,
                      f"render {arguments} is a tool error naming the problem: {message[:100]}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--framelab", required=True)
    arguments = parser.parse_args()
    try:
        asyncio.run(run(arguments.framelab))
    except AssertionError as error:
        print("FAILED:", error, file=sys.stderr)
        sys.exit(1)
    except BaseExceptionGroup as group:
        failures = group.subgroup(lambda e: isinstance(e, AssertionError))
        if failures is None:
            raise
        while isinstance(failures, BaseExceptionGroup):
            failures = failures.exceptions[0]
        print("FAILED:", failures, file=sys.stderr)
        sys.exit(1)
    print("MCP render: all checks passed")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes ../shared/reference/reference-cases.json as fixture files in Tests/Fixtures/ (ref-*.swift).

Each fixture keeps the case's source, device/window and expected frames; the arithmetic and the
source of each number come from layout-cases.md and are kept in NOTES below.
Usage: scripts/import-reference-cases.py [path/to/reference-cases.json]
"""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CASES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "reference", "reference-cases.json")

NOTES = {
    "CRF-01": "FBM-CRF: usable 393 x (852-59-34) = 759; 759/2 = 379.5; width 400 passes through; x = (393-400)/2, y = 59 + (759-500)/2 + (500-379.5)/2",
    "CRF-02": "APPLE-CRF formula: (759 - 0*1)/2*1 + 0*0 = 379.5",
    "CRF-03": "FBM-CRF 'the final height of the Rectangle is 100': NavigationStack 393x200 at y 338.5 touches no inset; bar not subtracted; 200/2",
    "CRF-04": "FBM-CRF: the overlay is not inside the NavigationStack: 759/2 = 379.5; width = primary's 393; y = 338.5 + 100 - 189.75",
    "CRF-05": "FBM-CRF: 393*2/3 = 262; height keeps the VStack's proposal 100",
    "CRF-06": "FBM-CRF rule: 393*2/3 = 262, 759/2 = 379.5, centred: (65.5, 248.75)",
    "CRF-07a": "FBM-CRF, APPLE-CRF: 393/3 = 131; x = k*(131+10); HStack 10*131 + 9*10 = 1400",
    "CRF-07b": "aspect fit 3:2 in 131x759: 131/1.5 = 87.333; the ScrollView hugs its content across (FG-SV)",
    "CRF-08": "FBM-CRF: (393 - 10*2)/3 = 124.333; /1.5 = 82.889; item 2 at 2*(124.333+10)",
    "CRF-09a": "APPLE-CRF with safeAreaPadding: usable 393 - 40 = 353; (353 - 30)/4*3 + 20 = 262.25; /1.5 = 174.833",
    "CRF-09b": "content starts at the 20-pt inset; item 1 at 20 + 262.25 + 10; LazyHStack fills 759",
    "CRF-10": "APPLE-CRF 'full size of the screen': 393 x (852-59-34)",
    "CRF-11": "APPLE-CRF code: width 393/5 = 78.6 (only .horizontal listed); fill 1:1 in 78.6x759 -> 759x759; frame at ((393-78.6)/2, 59), child top-leading",
    "CRF-12": "FBM-CRF: NavigationStack full screen, bar not subtracted: 393x759; 759*(1-0.618) = 289.938",
    "CRF-13": "FBM-CRF RatioSplitHStack: 300x60 centred at (46.5, 408.5); 300*0.25 = 75, 300*0.75 = 225",
    "F-01": "MAJID: outer 50x50 centred at 125; inner 100x100 centred on it: 125 - 25",
    "F-02": "MAJID: the fixed frame is 50x50 whatever the text",
    "F-03": "APPLE-FLEX: min and max set: clamp(300, 20, 50) = 50",
    "F-07": "APPLE-FLEX/OSU: maxWidth .infinity takes the proposal 300",
    "F-10": "MAJID, OSU-Frame: fixedSize proposes nil; ideal 150x60 centred at (75, 120)",
    "P-01": "OSU-Pad: default padding 16: 50+32 = 82, 30+32 = 62",
    "P-02": "OSU-Pad: 300 - 40 = 260 at (20, 20)",
    "S-01": "OSU-Stack, FG-H: frame first (100 of 400/3), then 300/2 = 150 each",
    "S-02": "OSU-Spacing: 2*8 gaps leave 384; 384 - 100 = 284 = 2*142; x 0, 108, 258",
    "S-06": "OSU-Spacer: no spacing next to a Spacer; 300 - 100 = 200; the Spacer is 0 tall",
    "Z-01": "OSU-Z: union 100x100; children centred: (0,25) and (25,0)",
    "O-01": "OSU-Overlay: the overlay is proposed the primary's 100x50",
    "A-01": "OBJC-AR: 16:9 fit in 100x100 -> 100x56.25 at y 21.875",
    "A-02": "OBJC-AR: 16:9 fill -> 177.78x100 at x -38.89",
    "SV-01": "FG-SV: the ScrollView is as tall as proposed; content 300x1000 at the top",
    "SA-01": "layout-semantics 4.6: the root is proposed the safe area 393x759 at y 59",
}

def fmt(v):
    return str(int(v)) if float(v) == int(v) else repr(v)

def main():
    cases = json.load(open(CASES, encoding="utf-8"))
    out = os.path.join(ROOT, "Tests", "Fixtures")
    os.makedirs(out, exist_ok=True)
    for case in cases:
        lines = [f"// fixture: reference case {case['id']} (confidence {case['confidence']}) from layout-cases.md"]
        args = case["args"]
        for flag, value in zip(args[::2], args[1::2]):
            if flag == "--device":
                lines.append(f"// device: {value}")
            elif flag == "--window":
                lines.append(f"// window: {value}")
            elif flag == "--orientation":
                lines[-1] += f" {value}"
        lines.append(f"// source: {NOTES.get(case['id'], 'layout-cases.md')}")
        if "tolerance" in case:
            lines.append(f"// tolerance: {case['tolerance']}")
        for e in case["expect"]:
            fields = " ".join(f"{k}={fmt(e[k])}" for k in ("x", "y", "width", "height") if k in e)
            lines.append(f"// expect {e['name']}: {fields}")
        name = "ref-" + case["id"].lower() + ".swift"
        with open(os.path.join(out, name), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n" + case["source"].rstrip("\n") + "\n")
    print(f"wrote {len(cases)} fixtures to {out}")

main()

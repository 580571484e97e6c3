#!/usr/bin/env python3
"""Writes Views/Symbols/sf-symbols.yaml: the layout size of the SF Symbols real code uses most.

Usage: scripts/build-symbol-table.py [--top N] [--counts docs/sf-symbols-usage.tsv] > Views/Symbols/sf-symbols.yaml\n(--counts reads a saved count instead of counting the mirrored repositories again.)
The names and their use counts come from scripts/count-symbol-names.py (the mirrored repositories).
Every entry's numbers come from, in order:
  1. MEASURED: a layout size read from a snapshot reference image (Tests/Fidelity/*/measurements.tsv,
     each row citing repository, commit and image), or a public source (Apple Developer Forums);
  2. INK: an ink box read from a snapshot image plus the layout margins the measured circle.fill
     shows around its ink (derived);
  3. FAMILY: an estimate of the ink box by shape family (what the name says the glyph is: a chevron
     pointing right is narrow, an ellipsis wide and short), plus the same margins. Marked estimate.
All sizes are the image's layout size at the medium scale and regular weight, as a multiple of the
font's point size (em). The engine applies the scale and weight factors of the table's header.
"""
import re, subprocess, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
CAP_HALF = 0.7046 / 2  # SF Pro cap height 1443/2048 em, halved: symbols centre on the cap height
# Layout margins around the ink (em), fitted on IronUI's six common icons at callout 16 pt (iOS 26):
# their layout widths sum to 118.667; star.fill's is 20.483 (1.2802 em, star-layout) and gear's 19.718
# (1.2324 em, vjr-button-width), so the other four (ink widths 62.333) carry 16.133 pt of margin:
# 4.033 pt = 0.2521 em each (the chain of their ink centres, each centred in its box between x 17 and
# 215.667, gives 4.1, 4.2, 3.7 and 4.3 pt); the tallest layout, 19.333, over gear's 17-pt ink: 0.1458 em.
MARGIN_W, MARGIN_H = 0.2521, 0.1458
# Weight factors (control-metrics.md §2, OSU NamedImage.swift:1414-1442: the circle's size is linear
# in the font weight between ultralight -0.8 (0.950) and black 0.62 (1.0706)).
WEIGHT_VALUES = {"ultraLight": -0.8, "thin": -0.6, "light": -0.4, "regular": 0, "medium": 0.23, "semibold": 0.3, "bold": 0.4, "heavy": 0.56, "black": 0.62}
def weight_factor(w):
    v = WEIGHT_VALUES[w]
    return 1 + v / 0.8 * (1 - 0.9463 / 0.9961) if v < 0 else 1 + v / 0.62 * (1.0664 / 0.9961 - 1)

SOURCES = {
    "iron-circle": "measured: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 Tests/IronUISnapshotTests/Primitives/__Snapshots__/IronIconSnapshotTests/iconColors.iPhone17Pro-standard-light.png: five circle.fill at callout 16 pt, pitch 38.667 - spacing 20 = 18.667 wide, 18 tall (iOS 26, 3x)",
    "star-layout": "measured layout: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 testFeedbackSectionView_Expanded (iOS 26, 3x): star.fill at body 17 medium in a card header is 22.333 wide (its box starts at 31, its ink 32.667...51.667 is centred) and 20.667 tall (header 52.667 - 32); divided by the medium factor: 1.2802 x 1.1847 em. Agrees with Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 iconCommonIcons (six ink-centred boxes between x 17 and 215.667 at callout 16: star.fill 20.25...21.1 wide, at most 19.333 tall) and iconSizes (26.667 tall at body .large: root 83 = 34 + 26.667 + 8 + 14.333). getsentry/sentry-cocoa's 18.667 x 18 redaction region (the source used before) is the drawn image, not the layout box",
    "sentry-star": "measured: getsentry/sentry-cocoa@1693456d9bb0595c6893120aab81680f05e55b78 Tests/SentryTests/ViewCapture/SentryUIRedactBuilderTests+SwiftUI.swift (assertSwiftUIImageRegions): star.fill at body 17 pt is 18.667 x 18 on iOS 16.4-18 and on iOS 26",
    "iron-alert": "measured: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 IronFeedbackSnapshotTests/alertVariants.iPhone17Pro-standard-light.png: the alert is 16 + 2 + 18 + 16 tall, so the symbol at callout 16 pt is 18 (1.125 em); width from circle.fill",
    "vjr-badge": "measured: vjr2005/Challenge DSBadgeSnapshotTests (noBadge 155x153 px / 3 - 32 padding; badgeGallery (168 - 32 - 60) / 4 x (51.333 - 32)) at body 17 pt, iOS 3x (Tests/Fidelity/vjr2005-Challenge/measurements.tsv)",
    "vjr-empty": "measured height: vjr2005/Challenge DSEmptyStateSnapshotTests / DSErrorViewSnapshotTests, .system(size: 56 | 48) content height minus texts, spacing and button (Tests/Fidelity/vjr2005-Challenge/measurements.tsv); width from the ink ratio plus margins (derived)",
    "vjr-button": "measured height: vjr2005/Challenge DSErrorViewSnapshotTests / DSButtonSnapshotTests, a bordered button at headline 17 pt semibold 16 + symbol tall, divided by the semibold factor (Tests/Fidelity/vjr2005-Challenge/measurements.tsv); width from the ink plus margins (derived)",
    "remlostime": "measured height: remlostime/Resignal-iOS snapshot headers (testPrimaryButton_Filled 46 - 24; testSectionCard_Basic and testFeedbackSectionView_Expanded 52.667 - 32) at body 17 pt medium, divided by the medium factor (Tests/Fidelity/remlostime-Resignal-iOS/measurements.tsv); width from the ink plus margins (derived)",
    "nv-tabbar": "measured height: aessam/NiceViewsLib@f1f16c9b3c76e29a5e12dfe2906328d3442d89ab testBottomTabBar.1.png: the bar is 8 + 45.333 + 8 tall, so the tallest tab column's symbol at .system(size: 24) lays out 45.333 - 4 - 13.333 = 28 (house.fill, the tallest ink); width from the ink plus margins (derived)",
    "remlostime-xmark": "measured width: remlostime/Resignal-iOS testTagChipsView_WithRemoveButton: chip - 24 - 4 - text = 11.333 to 12 at caption2 11 pt semibold, 1.0256 em regular (Tests/Fidelity/remlostime-Resignal-iOS/measurements.tsv); height: the same (estimate)",
    "iron-ink-centred": "measured width: Iron-Ham/IronUI@9ea152339a7d52b5ccaba98140037e97936c7fe7 (images recorded at 65ac8a457c, iOS 26, 3x): buttonCustomLabel (subheadline 15 medium), chipWithIcons, menuTriggerWithIcon, menuMultipleTriggers, menuBasicTrigger and trayMultiStepContent (footnote 13, .small), contextLine* (body 17): the symbol's box starts (or ends) at a known x (padding, button, chip or border edge + 16), its ink is centred in it, width = 2 x inset + ink width; the text after it then starts at box + width + spacing within 0.33-1 pt of its glyph's side bearing (Tests/Fidelity/Iron-Ham-IronUI/measurements.tsv); divided by the scale and weight factors; height: the ink plus margins (derived; trash's from its NiceViewsLib ink; gear's small-scale width yields to vjr-button-width's medium-scale 1.2324)",
    "vjr-button-width": "measured width: vjr2005/Challenge@69e327976cd9ea89097581b367648fcdeb2dcb78 DSButtonSnapshotTests (iOS 26, 3x), DSButton's HStack(spacing 8) { symbol; 'With Icon' } in headline rounded semibold 17: tertiary gear button 96...224.333 pt and secondary plus button 97.667...222.667 (stroke centre), both padded 12, share the text (74.667 wide: gear's ink centred in 108...129.667); the full-width primary's arrow.right HStack is centred at 160: 20 wide with its ink 2 pt in from both sides (Tests/Fidelity/vjr2005-Challenge/measurements.tsv); divided by the semibold factor; height: gear's from vjr-button, the others the ink plus margins (derived)",
    "remlostime-header-width": "measured width: remlostime/Resignal-iOS@2a93c00e6fa19a77c7fe9dcc8ab3e0e7dc6f7225 testSectionCard_Basic / _Expandable, testFeedbackSectionView_Collapsed / _Expanded (iOS 26, 3x): the card header HStack(spacing 8) { symbol .body.weight(.medium); headline title; Spacer; chevron.down .caption.weight(.semibold) } padded 16 in a card whose 1-pt border is at 15...365 pt, so the leading symbol's box starts at 31 and the chevron's ends at 349; the ink is centred in the box (the title then starts 0.667-1.333 pt before its ink) (Tests/Fidelity/remlostime-Resignal-iOS/measurements.tsv); divided by the medium / semibold factor; height: remlostime's where measured, else the ink plus margins",
    "forum-compact": "public source: Apple Developer Forums thread 716773: chevron.compact.down at pointSize 64, light, medium scale: UIImage.size 70.333 x 25.667 (divided by the light factor 0.975)",
    "ink": "derived: the ink box read from a snapshot image (Tests/Fidelity/*/measurements.tsv: Iron-Ham/IronUI iconCommonIcons at callout 16; aessam/NiceViewsLib testIconButton at 22 and testMenuItemView at body 17; mwefky/COORB test_countryRow_default at subheadline 15) plus the layout margins 0.2521 em x 0.1458 em fitted on IronUI's six common icons (their widths sum to 118.667 at 16 pt, star.fill and gear measured)",
    "family-circle": "estimate: shape family 'circle-enclosed' (a glyph in a circle, a globe, a clock): the box of the measured circle.fill, 1.1667 x 1.125 em (Iron-Ham/IronUI iconColors); questionmark.circle's ink 17 x 17 at 17 pt (aessam/NiceViewsLib) agrees",
    "family": "estimate: shape family (the name says what the glyph is); the ink box is FrameLab's estimate of the glyph's proportions, plus the margins 0.2521 x 0.1458 em fitted on IronUI's six common icons (scripts/build-symbol-table.py lists each family's ink)",
    "generic": "estimate: no shape family known for the name: the box of the measured circle.fill, 1.1667 x 1.125 em",
}

# Measured layout numbers (em at medium, regular): name -> (width, height, source); None = derive.
MEASURED = {
    "circle.fill": (18.667 / 16, 18 / 16, "iron-circle"),
    "star.fill": (22.333 / 17 / weight_factor("medium"), 20.667 / 17 / weight_factor("medium"), "star-layout"),
    "info.circle.fill": (18.667 / 16, 18 / 16, "iron-alert"),
    "checkmark.circle.fill": (18.667 / 16, 18 / 16, "iron-alert"),
    "xmark.circle.fill": (18.667 / 16, 18 / 16, "iron-alert"),
    "line.3.horizontal.decrease.circle": (19.667 / 17, 19 / 17, "vjr-badge"),
    "bell": (19 / 17, 19.333 / 17, "vjr-badge"),
    "chevron.compact.down": (70.333 / 64 / 0.975, 25.667 / 64 / 0.975, "forum-compact"),
    "chevron.compact.up": (70.333 / 64 / 0.975, 25.667 / 64 / 0.975, "forum-compact"),
}
# Ink boxes read from snapshots (em): name -> (ink width, ink height).
INK = {
    "house.fill": (18.667 / 16, 16.667 / 16), "gear": (17.333 / 16, 17 / 16), "person.fill": (13.333 / 16, 14 / 16),
    "bell.fill": (14.667 / 16, 16.667 / 16), "heart.fill": (15.667 / 16, 14.333 / 16),
    "heart": (21.333 / 22, 20 / 22), "trash": (21 / 22, 24 / 22),
    "building.2": (14.333 / 15, 17.333 / 15), "dollarsign.circle": (15 / 15, 15 / 15), "questionmark.circle": (17 / 17, 17 / 17),
}
# Measured layout heights (em, regular) that override the ink-derived height: name -> (height, source).
HEIGHTS = {
    "house.fill": (28 / 24, "nv-tabbar"),
    "tray": (54.333 / 56, "vjr-empty"), "magnifyingglass": (61.667 / 56, "vjr-empty"),
    "exclamationmark.triangle.fill": (51.667 / 48, "vjr-empty"), "heart": (58 / 56, "vjr-empty"),
    "arrow.clockwise": (21 / 17 / weight_factor("semibold"), "vjr-button"), "gear": (21.667 / 17 / weight_factor("semibold"), "vjr-button"),
    "sparkles": (22 / 17 / weight_factor("medium"), "remlostime"), "doc.text": (20.667 / 17 / weight_factor("medium"), "remlostime"),
}
WIDTHS = {"xmark": (11.667 / 11 / weight_factor("semibold"), "remlostime-xmark")}
# Ink-centred layout widths and ink boxes read from IronUI (Tests/Fidelity/Iron-Ham-IronUI/measurements.tsv):
# name -> (layout width pt, ink width pt, ink height pt, point size, image scale, weight).
IRON_INK_CENTRED = {
    "arrow.up.circle": (18.0, 15.333, 15.333, 15, "medium", "medium"),      # buttonCustomLabel: box 33 (button 17 + 16), ink 34.333-49.667
    "trash": (16.333, 14.333, 16.667, 15, "medium", "medium"),              # buttonCustomLabel: box 36 (button 20 + 16), ink 37-51.333
    "mappin": (10.0, 4.0, 11.0, 13, "small", "regular"),                    # chipWithIcons: box 33 (chip 17 + 16), ink 36-40
    "calendar": (12.667, 10.0, 9.333, 13, "small", "regular"),              # chipWithIcons: box 144.333 (chip 128.333 + 16), ink 145.667-155.667
    "gear": (13.333, 11.333, 11.0, 13, "small", "regular"),                 # chipWithIcons: box 261 (chip 245 + 16), ink 262-273.333
    "arrow.up.arrow.down": (14.667, 12.0, 10.0, 13, "small", "regular"),    # menuTriggerWithIcon: box 33 (border 17 + 16), ink 34.333-46.333
    "chevron.down": (11.667, 9.0, 5.0, 13, "small", "regular"),             # menuTriggerWithIcon: box ends 121 (border 137 - 16), ink 110.667-119.667
    "line.3.horizontal.decrease": (13.0, 10.333, 6.333, 13, "small", "regular"),  # menuMultipleTriggers: box 143.333 (border 127.333 + 16), ink 144.667-155
    "chevron.right": (6.333, 5.0, 9.0, 13, "small", "regular"),             # trayMultiStepContent: box ends 303 (row 319 - 16), ink 297.333-302.333
    "terminal": (23.667, 19.667, 15.333, 17, "medium", "regular"),          # contextLineSingle: box 17, ink 19-38.667
    "list.bullet": (20.667, 16.667, 12.333, 17, "medium", "regular"),       # contextLinePositions: box 17, ink 19-35.667
    "folder": (23.0, 19.0, 15.333, 17, "medium", "regular"),                # contextLineGroup: box 17, ink 19-38
    "network": (19.667, 17.0, 17.0, 17, "medium", "regular"),               # contextLineNested: box 17, ink 18.333-35.333
}
# vjr2005/Challenge DSButton widths at headline 17 semibold, medium scale (they replace IronUI's small-scale gear):
# name -> (layout width pt, ink width pt, ink height pt).
VJR_BUTTON_WIDTHS = {"plus": (18.333, 14.0, 14.0), "arrow.right": (20.0, 16.0, 13.0), "gear": (21.667, 19.0, 18.667)}
# remlostime/Resignal-iOS card headers: name -> (layout width pt, point size, weight); medium scale.
REMLOSTIME_HEADER_WIDTHS = {"doc.text": (18.333, 17, "medium"), "info.circle": (20.0, 17, "medium"),
                            "exclamationmark.triangle": (21.0, 17, "medium"), "chevron.down": (13.333, 12, "semibold")}
# small: the layout box measured at .small against the same symbol at medium (the margins around the
# ink do not shrink with the glyph): gear 13.333 at footnote small vs 1.2324 em (0.832), chevron.down
# 11.667 at footnote small vs 1.0744 em (0.835), xmark 11.333 at footnote small vs 1.026 em (0.850):
# 0.84 (docs/sf-symbols.md §2b). large: the OSU estimate (one measured box, star.fill's, gives 1.32).
IMAGE_SCALES = {"small": 0.84, "medium": 1.0, "large": 1.277}
for _name, (_w, _iw, _ih, _pt, _scale, _weight) in IRON_INK_CENTRED.items():
    _f = _pt * IMAGE_SCALES[_scale] * weight_factor(_weight)
    WIDTHS[_name] = (_w / _f, "iron-ink-centred")
    if _name not in ("gear", "trash"):  # gear's and trash's ink come from larger, regular-scale images above
        INK[_name] = (_iw / _f, _ih / _f)
for _name, (_w, _pt, _weight) in REMLOSTIME_HEADER_WIDTHS.items():  # medium scale: replaces IronUI's small-scale chevron.down
    WIDTHS[_name] = (_w / _pt / weight_factor(_weight), "remlostime-header-width")
for _name, (_w, _iw, _ih) in VJR_BUTTON_WIDTHS.items():
    _f = 17 * weight_factor("semibold")
    WIDTHS[_name] = (_w / _f, "vjr-button-width")
    if _name != "gear":
        INK[_name] = (_iw / _f, _ih / _f)

# Shape families: (pattern on the name, family, ink width, ink height), first match wins. Ink in em.
FAMILIES = [
    (r"^chevron\.compact\.(left|right)", "chevron-compact-side", 0.40, 1.05),
    (r"^chevron\.up\.chevron\.down", "chevron-updown", 0.50, 1.00),
    (r"^chevron\.(left|right|forward|backward)(\.|$)", "chevron-side", 0.42, 0.78),
    (r"^chevron\.(up|down)(\.|$)", "chevron-vertical", 0.78, 0.45),
    (r"(^|\.)(circle|circlepath)(\.fill)?$|^(circle|largecircle)|^globe|^network|^clock|^timer|^safari|^record\.circle|^faceid|^x\.circle|\.circle\.", "circle", None, None),
    (r"^(xmark|multiply)(\.|$)", "xmark", 0.80, 0.80),
    (r"^plus(\.|$)", "plus", 0.85, 0.85),
    (r"^minus(\.|$)", "minus", 0.85, 0.12),
    (r"^checkmark\.seal", "seal", 1.0, 1.0),
    (r"^checkmark(\.|$)", "checkmark", 0.90, 0.85),
    (r"^ellipsis(\.|$)", "ellipsis", 0.95, 0.20),
    (r"^arrow\.(clockwise|counterclockwise|triangle\.2\.circlepath|2\.squarepath)", "arrow-circular", 0.85, 1.05),
    (r"^arrow\.(up\.arrow\.down|left\.arrow\.right|up\.and\.down|left\.and\.right|swap)", "arrow-pair", 0.95, 0.95),
    (r"^arrow\.(up|down)\.(right|left|forward|backward)|^arrow\.(down|up)\.(left|right)\.and", "arrow-diagonal", 0.80, 0.80),
    (r"^arrow\.(right|left|forward|backward)|^arrowshape|^arrow\.turn|^arrow\.uturn", "arrow-horizontal", 0.90, 0.78),
    (r"^arrow\.(up|down)", "arrow-vertical", 0.78, 0.95),
    (r"^arrowtriangle", "arrowtriangle", 0.80, 0.80),
    (r"^square\.and\.arrow", "share", 0.75, 1.10),
    (r"^square\.and\.pencil", "compose", 1.00, 1.00),
    (r"(^|\.)square(\.fill)?$|^square\.|^app(\.|$)|\.square\.", "square", 0.92, 0.92),
    (r"^rectangle\.portrait|^iphone|^ipad", "rectangle-portrait", 0.80, 1.10),
    (r"^rectangle|^tv|^display|^laptopcomputer|^sidebar|^macwindow|^menubar|^window|^list\.bullet\.rectangle|^play\.rectangle|^photo\.on\.rectangle|^creditcard|^wallet", "rectangle", 1.20, 0.85),
    (r"^capsule|^battery", "capsule", 1.40, 0.70),
    (r"^person\.3", "people-3", 1.45, 0.80),
    (r"^person\.2", "people-2", 1.25, 0.875),
    (r"^person", "person", 13.333 / 16, 14 / 16),
    (r"^doc\.on|^document\.on|^books", "documents", 0.95, 1.10),
    (r"^doc|^note\.text|^text\.document|^richtext|^list\.clipboard|^list\.bullet\.clipboard|^doc\.on\.clipboard", "document", 0.75, 20.667 / 17 / 1.0262 - 0.1458),
    (r"^photo|^camera|^film|^video|^newspaper|^book(\.|$)|^envelope|^folder|^archivebox|^tray|^shippingbox|^box\.truck|^car", "wide-object", 1.15, 0.88),
    (r"^list\.|^line\.3|^line\.horizontal|^text\.|^textformat|^slider|^checklist|^chart|^lightspectrum|^text\.word", "lines", 1.05, 0.80),
    (r"^bookmark|^tag|^pin|^mappin|^location|^flag|^bolt|^flame|^drop|^mic|^lock|^hourglass|^lightbulb|^wrench|^pencil|^paintbrush|^trophy|^crown|^key|^ladybug|^leaf|^fork\.knife|^hand", "upright-object", 0.75, 1.05),
    (r"^play|^pause|^stop", "media", 0.75, 0.85),
    (r"^(forward|backward)", "media-double", 1.30, 0.70),
    (r"^wifi|^eye|^bubble|^text\.bubble|^exclamationmark\.bubble|^cloud|^speaker|^headphones|^music|^link|^paperplane|^phone|^bird|^keyboard|^qrcode|^dice|^sun|^moon|^paintpalette|^face|^network|^cup|^terminal|^character|^curlybraces|^contextualmenu|^cart|^bag|^gift|^airplane|^bicycle|^watch|^apple|^alarm|^bold|^fiberchannel", "object", 1.00, 0.95),
    (r"^exclamationmark\.triangle|^lock\.triangle|^exclamationmark\.arrow", "triangle", 0.9306 * 1.1045, 51.667 / 48 - 0.1458),
    (r"^exclamationmark$|^questionmark$", "mark", 0.40, 0.95),
    (r"^sparkles", "sparkles", 1.00, 1.115),
    (r"^star", "star", 22.333 / 17 / weight_factor("medium") - MARGIN_W, 20.667 / 17 / weight_factor("medium") - MARGIN_H),  # the box of the measured star.fill (star-layout)
    (r"^heart", "heart", 15.667 / 16, 14.333 / 16),
    (r"^house", "house", 18.667 / 16, 16.667 / 16),
    (r"^(gear|gearshape)", "gear", 17.333 / 16, 17 / 16),
    (r"^bell", "bell", 14.667 / 16, 16.667 / 16),
    (r"^trash", "trash", 21 / 22, 24 / 22),
    (r"^magnifyingglass|^exclamationmark\.magnifyingglass", "magnifyingglass", 0.955, 0.955),
    (r"^calendar", "calendar", 1.00, 0.95),
    (r"^building|^house", "building", 14.333 / 15, 17.333 / 15),
]
CIRCLE = (18.667 / 16, 18 / 16)


def family_of(name):
    for pattern, family, w, h in FAMILIES:
        if re.search(pattern, name):
            return family, w, h
    return None, None, None


def entry(name):
    """(width, height, source, family-or-None) in em at medium, regular."""
    if name in MEASURED:
        w, h, source = MEASURED[name]
        return w, h, source, None
    family, fw, fh = family_of(name)
    if name in INK:
        iw, ih = INK[name]
        if family == "circle" or name.endswith(".circle"):
            w, h, source = CIRCLE[0], CIRCLE[1], "ink"
        else:
            w, h, source = iw + MARGIN_W, ih + MARGIN_H, "ink"
    elif family == "circle":
        w, h, source = CIRCLE[0], CIRCLE[1], "family-circle"
    elif family is not None:
        w, h, source = fw + MARGIN_W, fh + MARGIN_H, "family"
    else:
        w, h, source = CIRCLE[0], CIRCLE[1], "generic"
    if name in HEIGHTS:
        h, source = HEIGHTS[name][0], HEIGHTS[name][1]
    if name in WIDTHS:
        w, source = WIDTHS[name][0], WIDTHS[name][1]
    return w, h, source, family


def main():
    top = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 300
    if "--counts" in sys.argv:  # a saved count (docs/sf-symbols-usage.tsv): the same names as when it was made
        with open(sys.argv[sys.argv.index("--counts") + 1]) as saved:
            counted = saved.read().splitlines()
    else:
        counted = subprocess.run([sys.executable, os.path.join(HERE, "count-symbol-names.py")], capture_output=True, text=True, check=True).stdout.splitlines()
    header = counted[0]
    rows = [line.split("\t") for line in counted if not line.startswith("#") and not line.startswith("name\t")]
    uses = {row[0]: int(row[1]) for row in rows}
    names = [row[0] for row in rows[:top]]
    extra = sorted((set(MEASURED) | set(INK) | set(HEIGHTS) | set(WIDTHS)) - set(names))
    names += extra
    out = []
    out.append("# SF Symbols by name: each symbol's layout size (its alignment rect, what Image(systemName:) is")
    out.append("# laid out as) as a multiple of the font's point size (em), at the medium image scale and regular")
    out.append("# weight, and its baseline: how far the font's baseline sits above the image's bottom (em).")
    out.append("# Read by Profiles/Symbols/SymbolTableLoader for the view kind whose `sizeTable:` names this file")
    out.append("# (Views/SFSymbol.yaml); this folder is not scanned for profiles. docs/sf-symbols.md explains it.")
    out.append("# GENERATED by scripts/build-symbol-table.py (edit the script's measurements, then regenerate).")
    out.append(f"# Names: the {top} most used in real code ({header[2:]}, scripts/count-symbol-names.py over the")
    out.append("# mirrored repositories), plus every measured name; `uses` is the count.")
    out.append("# baseline: estimate for every entry: symbols are vertically centred on the cap height (WWDC19")
    out.append("# session 206, 'vertically centered with the cap height'), SF Pro's cap height 0.7046 em: h/2 - 0.3523.")
    out.append("sources:")
    for key, text in SOURCES.items():
        out.append(f"  {key}: \"{text}\"")
    out.append("# Image scale factors of the layout box. small: measured, the box of the same symbol at .small over")
    out.append("# its box at medium (gear 0.832, chevron.down 0.835, xmark 0.850: Iron-Ham/IronUI chips and menus at")
    out.append("# footnote small against vjr2005/Challenge and remlostime/Resignal-iOS at medium; the ink shrinks")
    out.append("# to 0.79, its margins do not). large: control-metrics.md §2 (OSU circleDotFillSize 127.2 / 99.61).")
    out.append("scales: {small: 0.84, medium: 1, large: 1.277}")
    out.append("scaleSource: \"small: measured box ratio 0.832-0.850 (IronUI chipWithIcons / menuTriggerWithIcon at footnote small vs vjr2005/Challenge DSButton and remlostime/Resignal-iOS headers at medium; docs/sf-symbols.md §2b); large: control-metrics.md §2 (OSU NamedImage.swift:1415-1417) 127.2 / 99.61 [estimate]\"")
    out.append("# Weight factors: the same source, linear in the font weight between ultralight (-0.8: 94.63 %)")
    out.append("# and black (0.62: 106.64 %), relative to regular (99.61 %); weight values are UIFont.Weight's.")
    weights = ", ".join(f"{w}: {weight_factor(w):.4f}" for w in WEIGHT_VALUES)
    out.append(f"weights: {{{weights}}}")
    out.append("weightSource: \"control-metrics.md §2 (OSU NamedImage.swift:1414-1442), linear in UIFont.Weight [estimate]\"")
    out.append("symbols:")
    for name in names:
        w, h, source, family = entry(name)
        baseline = h / 2 - CAP_HALF
        fam = f", family: {family}" if family and source in ("family", "family-circle") else ""
        out.append(f"  {name}: {{width: {w:.4f}, height: {h:.4f}, baseline: {baseline:.4f}, source: {source}{fam}, uses: {uses.get(name, 0)}}}")
    print("\n".join(out))


if __name__ == "__main__":
    main()

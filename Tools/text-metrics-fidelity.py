#!/usr/bin/env python3
"""How close PlumbText's width table comes: to the Inter fonts themselves, and to recorded iOS widths.

1. Against Inter: for a fixed corpus of UI strings (English, digits, punctuation, French, German,
   Spanish and Nordic words), at Text sizes (11–19 pt) and Display sizes (20–60 pt), in the four
   weights, it compares the table's width (PlumbText's model: advances, the table's pair kerning
   with Latin-1 letters kerned as their base letter, SF tracking between clusters) with HarfBuzz's
   shaping of the same string in the same Inter face with all its default features (kerning of
   every pair, contextual alternates, ligatures) and the same tracking. This measures what the
   table leaves out, not how close Inter is to SF.
2. Against iOS: the held-out figures of Tools/text-widths-recorded.tsv (no test reads them), each
   rounded as it was recorded. Also shown: the same model with tracking after the last cluster
   too, the alternative PlumbText's README discusses.

The model here mirrors Sources/PlumbText/TextRun.swift for the characters the corpus uses (one
scalar a cluster, all in the table); PlumbTextTests pin the Swift side's numbers.

Usage: Tools/text-metrics-fidelity.py   (needs what Tools/generate-text-metrics.py needs)
Prints one table per comparison. Standard library, fontTools and uharfbuzz.
"""
import csv
import importlib.util
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("generator", os.path.join(HERE, "generate-text-metrics.py"))
generator = importlib.util.module_from_spec(spec)
spec.loader.exec_module(generator)
hb = generator.hb

# The HIG's iOS tracking table (1/1000 em), as Sources/PlumbText/Tracking.swift holds it.
TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26,
    18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14,
    30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9,
    42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8, 49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 6,
    58: 5, 60: 4, 62: 4, 64: 4, 66: 3, 68: 2, 70: 2, 72: 2, 76: 1, 80: 0, 84: 0, 88: 0, 92: 0, 96: 0,
}

CORPUS = [
    "Hello, world.", "Settings", "Cancel", "Done", "Edit", "Wi-Fi", "Bluetooth", "Notifications",
    "Airplane Mode", "Software Update", "General", "Privacy & Security", "Screen Time",
    "Battery 87%", "12:45 PM", "Tuesday, 14 March 2023", "$1,299.00", "(555) 010-2030",
    "AVAST Wavy To. LT", "The quick brown fox jumps over the lazy dog.",
    "Sphinx of black quartz, judge my vow!", "WAVE TYPE VALLEY", "“Quoted” — and ‘single’…",
    "Your order is on its way", "Add to Cart", "Sign in with Apple", "Forgot password?",
    "Café crème brûlée", "Größe: Übergrößen für Männer", "¿Dónde está la estación?",
    "Åland, Øresund, Ærø", "Ça va très bien, merci", "naïve coöperation façade",
    "Zürich Köln München", "L’été à Paris", "Voilà — déjà vu", "ÉLÉGANT ÀÉÎÕÜ",
    "1234567890", "iPhone 15 Pro Max", "Tap to Retry",
]
TEXT_SIZES = [11, 12, 13, 15, 17, 19]
DISPLAY_SIZES = [20, 22, 28, 34, 48, 60]
WEIGHTS = ["Regular", "Medium", "SemiBold", "Bold"]
SPECIALS = [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026]


def tracking_points(size):
    return size * TRACKING[size] / 1000


class Face:
    def __init__(self, file_name):
        self.data = generator.read_face(file_name)
        path = os.path.join(generator.FONT_DIR, file_name + ".otf")
        self.shaper = hb.Font(hb.Face(hb.Blob.from_file_path(path)))

    def advance(self, scalar):
        if scalar < generator.DENSE_END:
            return self.data["dense"][scalar]
        return self.data["extras"][scalar]

    def kerning(self, left, right):
        left, right = generator.kerning_base(left) if 0xA0 <= left <= 0xFF else left, right
        right = generator.kerning_base(right) if 0xA0 <= right <= 0xFF else right
        if (0x20 <= left < 0x7F or left in SPECIALS) and (0x20 <= right < 0x7F or right in SPECIALS):
            return self.data["kerning"].get((left << 16) | right, 0)
        return 0

    def table_width(self, text, size, trailing_tracking=False):
        scalars = [ord(character) for character in text]
        units = sum(self.advance(scalar) for scalar in scalars)
        units += sum(self.kerning(left, right) for left, right in zip(scalars, scalars[1:]))
        gaps = len(scalars) - (0 if trailing_tracking else 1)
        return units * size / self.data["units"] + gaps * tracking_points(size)

    def shaped_width(self, text, size):
        buffer = hb.Buffer()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        hb.shape(self.shaper, buffer)
        units = sum(position.x_advance for position in buffer.glyph_positions)
        clusters = len({info.cluster for info in buffer.glyph_infos})
        return units * size / self.data["units"] + (clusters - 1) * tracking_points(size)


def round_as(rounding, width):
    if rounding == "floor":
        return math.floor(width)
    if rounding == "grid3":
        return math.ceil(width * 3 - 1e-9) / 3
    if rounding == "grid3-or-point":
        return math.ceil(width * 3 - 1e-9) / 3
    raise ValueError(rounding)


def against_inter(faces):
    print("1. Table against Inter shaped by HarfBuzz (same face, same tracking)")
    print(f"{'weight':9} {'band':8} {'strings':>7} {'mean |err| pt':>13} {'max |err| pt':>12} {'max rel':>8} {'within 1 pt':>11}")
    for weight in WEIGHTS:
        for band, prefix, sizes in [("Text", "Inter", TEXT_SIZES), ("Display", "InterDisplay", DISPLAY_SIZES)]:
            face = faces[f"{prefix}-{weight}"]
            errors = []
            relative = []
            for size in sizes:
                for text in CORPUS:
                    reference = face.shaped_width(text, size)
                    error = face.table_width(text, size) - reference
                    errors.append(abs(error))
                    relative.append(abs(error) / reference)
            within = sum(1 for error in errors if error <= 1) / len(errors)
            print(
                f"{weight:9} {band:8} {len(errors):7} {sum(errors) / len(errors):13.3f} {max(errors):12.3f}"
                f" {max(relative) * 100:7.2f}% {within * 100:10.1f}%"
            )


def against_ios(faces):
    print()
    print("2. Table against recorded iOS widths (Tools/text-widths-recorded.tsv)")
    print(f"{'text':15} {'size':>4} {'weight':9} {'recorded':>8} {'table':>8} {'rounded':>8} {'diff':>6} {'1 pt':>5} {'(+last tracking)':>17}")
    rows = []
    with open(os.path.join(HERE, "text-widths-recorded.tsv"), encoding="utf-8") as file:
        lines = [line for line in file if not line.startswith("#")]
    within = 0
    for row in csv.DictReader(lines, delimiter="\t"):
        size = float(row["size"])
        weight = {"regular": "Regular", "medium": "Medium", "semibold": "SemiBold", "bold": "Bold"}[row["weight"]]
        face = faces[("InterDisplay-" if size >= 20 else "Inter-") + weight]
        width = face.table_width(row["text"], int(size))
        rounded = round_as(row["rounding"], width)
        recorded = float(row["figure"])
        diff = rounded - recorded
        alternative = round_as(row["rounding"], face.table_width(row["text"], int(size), trailing_tracking=True))
        ok = abs(diff) <= 1
        within += ok
        rows.append(row)
        print(
            f"{row['text']:15} {size:4g} {row['weight']:9} {recorded:8.2f} {width:8.3f} {rounded:8.2f} {diff:+6.2f}"
            f" {'yes' if ok else 'no':>5} {alternative - recorded:+17.2f}"
        )
    print(f"within 1 pt: {within} of {len(rows)}")


def main():
    names = [f"{family}-{weight}" for family in ("Inter", "InterDisplay") for weight in WEIGHTS]
    faces = {name: Face(name) for name in names}
    against_inter(faces)
    against_ios(faces)


if __name__ == "__main__":
    main()

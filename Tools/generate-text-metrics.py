#!/usr/bin/env python3
"""Writes PlumbText's width table from the Inter fonts: Sources/PlumbText/InterTable.swift.

What it reads: the static OTFs of Debian's `fonts-inter` package (/usr/share/fonts/opentype/inter),
eight faces: Inter and Inter Display, each in Regular, Medium, SemiBold and Bold. Inter stands in
for San Francisco's Text design (below 20 pt), Inter Display for its Display design (20 pt and up);
see Sources/PlumbText/README.md for why.

What it writes, per face, in the face's own font units:
  - the advance width of every scalar U+0000...U+017F (ASCII, Latin-1, Latin Extended-A), 0 for the
    control characters and the soft hyphen, 0xFFFF for the one Inter lacks (U+0149);
  - the advance of every scalar Inter maps in Greek and Coptic, Cyrillic, General Punctuation,
    Currency Symbols, Letterlike Symbols, Arrows and Mathematical Operators (one sorted list for all
    faces, the union of what they map, 0xFFFF where a face lacks one; "…" U+2026 is there);
  - the non-zero pair kerning between any two of: ASCII printable, the curly quotes, the en and
    em dashes and "…" (one sorted key list per family, the union of its four faces' pairs, and
    per face the values, 0 where that face has none). A pair's kerning is what HarfBuzz's shaping
    of the two characters with the `kern` feature adds to their two advances (`calt`, `liga`,
    `clig` and `dlig` off, so that no substitution changes the glyphs), i.e. Inter's GPOS pair
    adjustments, class pairs included;
  - for U+00A0...U+00FF, the ASCII letter a Latin-1 letter decomposes to (À → A, ç → c), which
    it kerns as; itself for the others (no kerning). Inter kerns most accented letters as their
    base letter; Tools/text-metrics-fidelity.py measures what the approximation costs;
  - the mean advance of a...z (the width Plumb gives letters of scripts outside the table).
It also writes Sources/PlumbText/Inter-OFL.txt: the fonts' copyright line and the SIL Open Font
License 1.1 text, as the package's copyright file carries it.

Output is deterministic: the same fonts give a byte-identical file (sorted keys, fixed layout, no
dates, no tool versions in the output; the fonts' own version strings are recorded, so a changed
font shows in the diff).

How to run (from the repository root, or anywhere):
  apt-get install -y fonts-inter          # or Tools/bootstrap.sh, which installs all three
  python3 -m pip install fonttools uharfbuzz
  Tools/generate-text-metrics.py                      # rewrites the two files in place
  Tools/generate-text-metrics.py --output-dir /tmp/x  # writes them elsewhere (the tests do this)

Checked with fonts-inter 4.0~beta7+ds-1 (its OTFs say Inter 3.019), fontTools 4.68.0 and uharfbuzz
0.57.0 (HarfBuzz 15.0.0) on Python 3.11.
"""
import argparse
import os
import sys
import unicodedata

try:
    import uharfbuzz as hb
    from fontTools.ttLib import TTFont
except ImportError as error:  # pragma: no cover - reported to the caller
    sys.exit(f"generate-text-metrics: {error}; install with: python3 -m pip install fonttools uharfbuzz")

FONT_DIR = "/usr/share/fonts/opentype/inter"
COPYRIGHT = "/usr/share/doc/fonts-inter/copyright"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "PlumbText")

# The order of PlumbText's `InterFace` cases.
FACES = [
    ("textRegular", "Inter-Regular"),
    ("textMedium", "Inter-Medium"),
    ("textSemibold", "Inter-SemiBold"),
    ("textBold", "Inter-Bold"),
    ("displayRegular", "InterDisplay-Regular"),
    ("displayMedium", "InterDisplay-Medium"),
    ("displaySemibold", "InterDisplay-SemiBold"),
    ("displayBold", "InterDisplay-Bold"),
]

DENSE_END = 0x180  # scalars below this are indexed directly
NOT_MAPPED = 0xFFFF  # a dense scalar the font has no glyph for (U+0149)
ZERO_WIDTH = set(range(0x00, 0x20)) | set(range(0x7F, 0xA0)) | {0xAD}
EXTRA_BLOCKS = [
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x0400, 0x04FF),  # Cyrillic
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
]
KERNED = list(range(0x20, 0x7F)) + [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2026]
FEATURES = {"kern": True, "calt": False, "liga": False, "clig": False, "dlig": False}
LINE_LENGTH = 120


def read_face(file_name):
    path = os.path.join(FONT_DIR, file_name + ".otf")
    if not os.path.exists(path):
        sys.exit(f"generate-text-metrics: {path} is missing; install it with: apt-get install fonts-inter")
    font = TTFont(path)
    cmap = font.getBestCmap()
    metrics = font["hmtx"].metrics
    units = font["head"].unitsPerEm
    version = font["name"].getDebugName(5)

    def advance(scalar):
        return metrics[cmap[scalar]][0]

    dense = []
    for scalar in range(DENSE_END):
        if scalar in ZERO_WIDTH:
            dense.append(0)
        elif scalar in cmap:
            dense.append(advance(scalar))
        else:
            dense.append(NOT_MAPPED)
    extras = {}
    for first, last in EXTRA_BLOCKS:
        for scalar in range(first, last + 1):
            if scalar in cmap:
                extras[scalar] = advance(scalar)
    if 0x2026 not in extras:
        sys.exit(f"generate-text-metrics: {file_name} has no ellipsis")

    shaper = hb.Font(hb.Face(hb.Blob.from_file_path(path)))
    kerned = [scalar for scalar in KERNED if scalar in cmap]
    kerning = {}
    for left in kerned:
        for right in kerned:
            buffer = hb.Buffer()
            buffer.add_codepoints([left, right])
            buffer.guess_segment_properties()
            hb.shape(shaper, buffer, FEATURES)
            if len(buffer.glyph_infos) != 2:
                sys.exit(f"generate-text-metrics: {file_name} shaped U+{left:04X} U+{right:04X} into other glyphs")
            total = sum(position.x_advance for position in buffer.glyph_positions)
            adjustment = total - advance(left) - advance(right)
            if adjustment != 0:
                kerning[(left << 16) | right] = adjustment
    letters = [advance(scalar) for scalar in range(ord("a"), ord("z") + 1)]
    average = (sum(letters) + len(letters) // 2) // len(letters)
    return {
        "units": units,
        "version": version,
        "copyright": font["name"].getDebugName(0),
        "dense": dense,
        "extras": extras,
        "kerning": kerning,
        "average": average,
    }


def kerning_base(scalar):
    decomposition = unicodedata.decomposition(chr(scalar))
    if decomposition and not decomposition.startswith("<"):
        base = int(decomposition.split()[0], 16)
        if 0x41 <= base <= 0x7A:
            return base
    return scalar


def wrapped(items, indent="        "):
    """The items of an array literal, as many a line as fit in swift-format's 120 columns."""
    lines = []
    line = ""
    for item in items:
        candidate = f"{line} {item}," if line else f"{indent}{item},"
        if len(candidate) > LINE_LENGTH and line:
            lines.append(line)
            candidate = f"{indent}{item},"
        line = candidate
    if line:
        lines.append(line)
    return "\n".join(lines)


def swift_source(faces):
    # Inter and Inter Display map a few different scalars: the list is their union, and a face
    # without one says `notMapped`.
    extra_scalars = sorted(set().union(*(face["extras"] for _, face in faces)))
    versions = sorted({face["version"] for _, face in faces})
    out = []
    out.append("// Generated by Tools/generate-text-metrics.py from Debian's fonts-inter; do not edit.")
    out.append("// Inter and Inter Display: Copyright © The Inter Project Authors, SIL Open Font License 1.1")
    out.append("// (Inter-OFL.txt beside this file).")
    out.append("")
    out.append("/// Inter's widths in its own font units: advances, pair kerning and the mean letter width, per")
    out.append("/// face (`InterFace` order). Read through `InterFace`, never directly.")
    out.append("enum InterTable {")
    out.append("    /// The fonts' version strings, as their name tables give them.")
    out.append("    static let fontVersions: [String] = [")
    for version in versions:
        out.append(f'        "{version}",')
    out.append("    ]")
    out.append("")
    out.append("    /// Font units per em, per face.")
    out.append("    static let unitsPerEm: [Int] = [" + ", ".join(str(face["units"]) for _, face in faces) + "]")
    out.append("")
    out.append("    /// Mean advance of a...z, per face: the width given to letters of scripts outside the table.")
    out.append("    static let averageAdvance: [Int] = [" + ", ".join(str(face["average"]) for _, face in faces) + "]")
    out.append("")
    out.append(f"    /// Scalars U+0000...U+{DENSE_END - 1:04X} are indexed directly in `dense`.")
    out.append(f"    static let denseCount = {DENSE_END}")
    out.append("")
    out.append("    /// The advance of a scalar a face has no glyph for.")
    out.append(f"    static let notMapped: UInt16 = 0x{NOT_MAPPED:X}")
    out.append("")
    out.append("    /// The other scalars with an advance, sorted (binary search); their advances are in `extra`.")
    out.append("    static let extraScalars: [UInt32] = [")
    out.append(wrapped([f"0x{scalar:04X}" for scalar in extra_scalars]))
    out.append("    ]")
    out.append("")
    out.append("    static let dense: [[UInt16]] = [" + ", ".join(f"dense{n}" for n in range(len(faces))) + "]")
    out.append("    static let extra: [[UInt16]] = [" + ", ".join(f"extra{n}" for n in range(len(faces))) + "]")
    out.append("    /// Per family (Text, Display): the kerned pairs, left scalar << 16 | right scalar, sorted.")
    out.append("    static let kerningPairs: [[UInt32]] = [textPairs, displayPairs]")
    out.append("    /// Per face: the kerning of each of its family's pairs, 0 where the face has none.")
    out.append("    static let kerning: [[Int16]] = [" + ", ".join(f"kerning{n}" for n in range(len(faces))) + "]")
    out.append("")
    out.append("    /// For U+00A0...U+00FF: the ASCII letter each kerns as (its decomposition's base), else itself.")
    out.append("    static let kerningBase: [UInt8] = [")
    out.append(wrapped([f"0x{kerning_base(scalar):02X}" for scalar in range(0xA0, 0x100)]))
    out.append("    ]")
    families = [("text", faces[:4]), ("display", faces[4:])]
    family_pairs = {}
    for family, members in families:
        pairs = sorted(set().union(*(face["kerning"] for _, face in members)))
        family_pairs[family] = pairs
        out.append("")
        out.append(f"    /// {len(pairs)} pairs.")
        out.append(f"    private static let {family}Pairs: [UInt32] = [")
        out.append(wrapped([f"0x{pair >> 16:04X}_{pair & 0xFFFF:04X}" for pair in pairs]))
        out.append("    ]")
    for index, (name, face) in enumerate(faces):
        out.append("")
        out.append(f"    // MARK: - {name} ({face['version']}, {face['units']} units per em)")
        out.append("")
        out.append(f"    private static let dense{index}: [UInt16] = [")
        out.append(wrapped([str(value) for value in face["dense"]]))
        out.append("    ]")
        out.append(f"    private static let extra{index}: [UInt16] = [")
        out.append(wrapped([str(face["extras"].get(scalar, NOT_MAPPED)) for scalar in extra_scalars]))
        out.append("    ]")
        pairs = family_pairs["text" if index < 4 else "display"]
        out.append(f"    private static let kerning{index}: [Int16] = [")
        out.append(wrapped([str(face["kerning"].get(pair, 0)) for pair in pairs]))
        out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def licence_text(faces):
    lines = open(COPYRIGHT, encoding="utf-8").read().split("\n")
    start = lines.index("License: OFL-1.1") + 1
    body = []
    for line in lines[start:]:
        if not line.startswith(" "):
            break
        text = line[1:]
        body.append("" if text == "." else text)
    copyrights = sorted({face["copyright"] for _, face in faces})
    header = [
        "Inter and Inter Display (https://github.com/rsms/inter), whose widths InterTable.swift holds.",
        *copyrights,
        "The fonts carry no Reserved Font Name.",
        "",
        "SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007",
        "",
    ]
    return "\n".join(header + body).rstrip("\n") + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output-dir", default=DEFAULT_OUTPUT, help="where to write (default: Sources/PlumbText)")
    arguments = parser.parse_args()
    faces = [(name, read_face(file_name)) for name, file_name in FACES]
    os.makedirs(arguments.output_dir, exist_ok=True)
    with open(os.path.join(arguments.output_dir, "InterTable.swift"), "w", encoding="utf-8", newline="\n") as file:
        file.write(swift_source(faces))
    with open(os.path.join(arguments.output_dir, "Inter-OFL.txt"), "w", encoding="utf-8", newline="\n") as file:
        file.write(licence_text(faces))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate the Type 1 (PFB) test fonts for TypeScaleTests, written from scratch.

Usage (from the repository root):
    python3 Scripts/make-type1-fonts.py [OUTPUT_DIR]

Pure Python (no fontTools: it writes Type 1 fonts only as part of its own round trip); the
"random" bytes the format asks for are fixed, so re-running gives byte-identical files.
OUTPUT_DIR defaults to Tests/CatalogTestSupport/Fixtures/fonts. Written:

    CatalogType1-Regular.pfb
        FamilyName "Catalog Type One", FullName "Catalog-Type One Bold Italic" (FreeType's
        style: "Bold Italic", spaces and hyphens skipped), Weight "Bold", 1000 units per em,
        six glyphs, /.notdef last. The private part is split over two binary segments.
        H: hint replacement (Subr 4 -> OtherSubr 3 -> Subr 5), `div`, hvcurveto/vhcurveto;
           its control box is 80,0-472,712 (712: an off-curve point; on-curve top 700).
        x: a flex (Subrs 0-2) on its top edge whose control points reach 510 (on-curve 505).
        O: two contours of rrcurveto; space: no outline; I and acute for the accented font.
    CatalogType1-Scaled.pfb
        The same font with FontMatrix [0.0005 0 0 0.0005 0 0] (2000 units per em), which
        FreeType scales, so catalog reads it with FreeType.
    CatalogType1-Accented.pfb
        The same font whose H is `seac` of I and acute, which catalog leaves to FreeType.

    python3 Scripts/make-type1-fonts.py --crafted OUTPUT_DIR
writes instead the crafted fonts of issue 28 (charstrings a partial Type 1 reader got
wrong), for the TypeScale regression tests, which read them through FreeType:

    CraftedType1-LinePairs.pfb     H: `rlineto` with two pairs of operands (top 929, not 200)
    CraftedType1-DeepSubrs.pfb     H: Subr 0 calls Subr 1 four times, and so on 15 deep
                                   (4^15 calls: FreeType must refuse it, and quickly)
    CraftedType1-Operands.pfb      H: 49 operands before one operator (over any stack limit)
    CraftedType1-VLines.pfb        H: `vlineto` twice in a row (top 700)
    CraftedType1-TwiceHsbw.pfb     H: `hsbw` twice (FreeType's reading stands)
    CraftedType1-DivOverflow.pfb   H: `35000 2 div`, a quotient past 16 bits (top 17500, not -15268)
"""
import os
import struct
import sys

EEXEC_KEY, CHARSTRING_KEY = 55665, 4330


def encrypt(plain, key, lead):
    out = bytearray()
    for byte in bytes(lead) + plain:
        cipher = byte ^ (key >> 8)
        key = ((cipher + key) * 52845 + 22719) & 0xFFFF
        out.append(cipher)
    return bytes(out)


def number(value):
    if -107 <= value <= 107:
        return bytes([value + 139])
    if 108 <= value <= 1131:
        value -= 108
        return bytes([247 + (value >> 8), value & 0xFF])
    if -1131 <= value <= -108:
        value = -value - 108
        return bytes([251 + (value >> 8), value & 0xFF])
    return b"\xff" + struct.pack(">i", value)


OPERATORS = {
    "hstem": [1], "vstem": [3], "vmoveto": [4], "rlineto": [5], "hlineto": [6], "vlineto": [7],
    "rrcurveto": [8], "closepath": [9], "callsubr": [10], "return": [11], "hsbw": [13],
    "endchar": [14], "rmoveto": [21], "hmoveto": [22], "vhcurveto": [30], "hvcurveto": [31],
    "dotsection": [12, 0], "seac": [12, 6], "div": [12, 12], "callothersubr": [12, 16],
    "pop": [12, 17], "setcurrentpoint": [12, 33],
}


def charstring(program):
    out = bytearray()
    for token in program.split():
        out += bytes(OPERATORS[token]) if token in OPERATORS else number(int(token))
    return encrypt(bytes(out), CHARSTRING_KEY, [0, 0, 0, 0])


SUBRS = [
    "3 0 callothersubr pop pop setcurrentpoint return",   # 0: end flex
    "0 1 callothersubr return",                           # 1: start flex
    "0 2 callothersubr return",                           # 2: a flex point
    "return",                                             # 3
    "1 3 callothersubr pop callsubr return",              # 4: hint replacement
    "0 20 hstem 680 20 hstem return",                     # 5: hints for H's top
]

GLYPHS = {
    "H": "20 700 hsbw 5 4 callsubr 60 0 rmoveto 0 700 rlineto 1200 10 div 0 rlineto "
         "0 -300 rlineto 200 0 rlineto 0 300 rlineto 20 0 rlineto 40 12 12 -24 hvcurveto "
         "-688 vlineto -112 hlineto 300 vlineto -200 hlineto -300 vlineto closepath "
         "10 0 rmoveto 20 30 40 10 vhcurveto closepath endchar",
    "x": "0 600 hsbw 100 0 rmoveto 400 0 rlineto 0 480 rlineto "
         "1 callsubr -200 20 rmoveto 2 callsubr 150 -10 rmoveto 2 callsubr -100 20 rmoveto 2 callsubr "
         "-50 -5 rmoveto 2 callsubr -50 5 rmoveto 2 callsubr -100 -20 rmoveto 2 callsubr "
         "-50 -10 rmoveto 2 callsubr 50 100 480 0 callsubr closepath endchar",
    "O": "30 700 hsbw 350 0 rmoveto 180 0 140 160 0 190 rrcurveto 0 190 -140 160 -180 0 rrcurveto "
         "-180 0 -140 -160 0 -190 rrcurveto 0 -190 140 -160 180 0 rrcurveto closepath "
         "0 100 rmoveto -100 0 -80 90 0 100 rrcurveto 0 100 80 90 100 0 rrcurveto "
         "100 0 80 -90 0 -100 rrcurveto 0 -100 -80 -90 -100 0 rrcurveto closepath endchar",
    "space": "0 250 hsbw endchar",
    "I": "40 300 hsbw 40 0 rmoveto 0 700 rlineto 140 0 rlineto 0 -700 rlineto closepath endchar",
    "acute": "60 300 hsbw 100 740 rmoveto 80 120 rlineto 60 0 rlineto -100 -120 rlineto closepath endchar",
    ".notdef": "0 500 hsbw endchar",
}

ACCENTED_H = "40 700 hsbw 0 200 0 73 194 seac"  # I (code 73) with acute (194) over it


def private_part(glyphs, subrs=SUBRS):
    text = bytearray(b"dup /Private 9 dict dup begin\n"
                     b"/RD{string currentfile exch readstring pop}executeonly def\n"
                     b"/ND{noaccess def}executeonly def\n/NP{noaccess put}executeonly def\n"
                     b"/BlueValues [-20 0 680 700] def\n/lenIV 4 def\n/MinFeature{16 16}def\n/password 5839 def\n"
                     b"/OtherSubrs [ {} {} {} {systemdict /internaldict known not {pop 3} "
                     b"{1183615869 systemdict /internaldict get exec dup /startlock known "
                     b"{/startlock get exec} {pop 3} ifelse} ifelse} executeonly ] noaccess def\n")
    text += b"/Subrs %d array\n" % len(subrs)
    for index, program in enumerate(subrs):
        binary = charstring(program)
        text += b"dup %d %d RD " % (index, len(binary)) + binary + b" NP\n"
    text += b"ND\n2 index /CharStrings %d dict dup begin\n" % len(glyphs)
    for name, program in glyphs.items():
        binary = charstring(program)
        text += b"/%s %d RD " % (name.encode(), len(binary)) + binary + b" ND\n"
    text += b"end\nend\nreadonly put\nnoaccess put\ndup/FontName get exch definefont pop\nmark currentfile closefile\n"
    return encrypt(bytes(text), EEXEC_KEY, [0x5A, 0x3C, 0x7E, 0x21])


def public_part(font_name, matrix):
    return (b"%!PS-AdobeFont-1.0: " + font_name + b" 001.000\n"
            b"%%Title: " + font_name + b"\n% Test font of catalog (Scripts/make-type1-fonts.py)\n"
            b"12 dict begin\n/FontInfo 9 dict dup begin\n/version (001.000) readonly def\n"
            b"/Notice (Made for catalog's tests \\(a string with \\) and (nested) parentheses\\)) readonly def\n"
            b"/FullName (Catalog-Type One Bold Italic) readonly def\n/FamilyName (Catalog Type One) readonly def\n"
            b"/Weight (Bold) readonly def\n/ItalicAngle 0 def\n/isFixedPitch false def\n"
            b"/UnderlinePosition -100 def\n/UnderlineThickness 50 def\nend readonly def\n"
            b"/FontName /" + font_name + b" def\n/Encoding StandardEncoding def\n/PaintType 0 def\n/FontType 1 def\n"
            b"/FontMatrix [" + matrix + b"] readonly def\n/FontBBox {0 0 700 860} readonly def\n"
            b"currentdict end\ncurrentfile eexec\n")


def pfb(font_name, matrix=b"0.001 0 0 0.001 0 0", glyphs=GLYPHS, split=False, subrs=SUBRS):
    private = private_part(glyphs, subrs)
    trailer = b"\n".join([b"0" * 64] * 8) + b"\ncleartomark\n"
    parts = [(1, public_part(font_name, matrix))]
    parts += [(2, private[:1000]), (2, private[1000:])] if split else [(2, private)]
    parts.append((1, trailer))
    out = bytearray()
    for kind, data in parts:
        out += bytes([0x80, kind]) + struct.pack("<I", len(data)) + data
    return bytes(out + b"\x80\x03")


DEPTH = 15


def crafted():
    """The fonts of issue 28, item 1: the regular font with another H."""
    deep_subrs = SUBRS[:4] + [" ".join([f"{index + 1} callsubr"] * 4) + " return" for index in range(4, 4 + DEPTH)] \
        + ["0 1 rlineto return"]
    return {
        "CraftedType1-LinePairs.pfb": pfb(b"CraftedTypeOne-LinePairs", glyphs=dict(
            GLYPHS, H="20 700 hsbw 80 0 rmoveto 0 200 0 729 rlineto 300 0 rlineto 0 -929 rlineto closepath endchar")),
        "CraftedType1-DeepSubrs.pfb": pfb(b"CraftedTypeOne-DeepSubrs", subrs=deep_subrs, glyphs=dict(
            GLYPHS, H="20 700 hsbw 80 0 rmoveto 4 callsubr 300 0 rlineto closepath endchar")),
        "CraftedType1-Operands.pfb": pfb(b"CraftedTypeOne-Operands", glyphs=dict(
            GLYPHS, H="20 700 hsbw 80 0 rmoveto " + "0 10 " * 24 + "0 rlineto 300 0 rlineto closepath endchar")),
        "CraftedType1-VLines.pfb": pfb(b"CraftedTypeOne-VLines", glyphs=dict(
            GLYPHS, H="20 700 hsbw 80 0 rmoveto 300 vlineto 400 vlineto 300 hlineto -700 vlineto closepath endchar")),
        "CraftedType1-TwiceHsbw.pfb": pfb(b"CraftedTypeOne-TwiceHsbw", glyphs=dict(
            GLYPHS, H="20 700 hsbw 40 600 hsbw 80 0 rmoveto 0 650 rlineto 300 0 rlineto 0 -650 rlineto closepath endchar")),
        "CraftedType1-DivOverflow.pfb": pfb(b"CraftedTypeOne-DivOverflow", glyphs=dict(
            GLYPHS, H="20 700 hsbw 80 0 rmoveto 0 35000 2 div rlineto 300 0 rlineto 0 -17500 rlineto closepath endchar")),
    }


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if sys.argv[1:2] == ["--crafted"]:
        folder = sys.argv[2]
        for name, data in crafted().items():
            with open(os.path.join(folder, name), "wb") as file:
                file.write(data)
            print(f"wrote {name} ({len(data)} bytes)")
        return
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Tests", "CatalogTestSupport", "Fixtures", "fonts")
    accented = dict(GLYPHS, H=ACCENTED_H)
    fonts = {
        "CatalogType1-Regular.pfb": pfb(b"CatalogTypeOne-BoldItalic", split=True),
        "CatalogType1-Scaled.pfb": pfb(b"CatalogTypeOne-Scaled", matrix=b"0.0005 0 0 0.0005 0 0"),
        "CatalogType1-Accented.pfb": pfb(b"CatalogTypeOne-Accented", glyphs=accented),
    }
    for name, data in fonts.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(data)
        print(f"wrote {name} ({len(data)} bytes)")


if __name__ == "__main__":
    main()

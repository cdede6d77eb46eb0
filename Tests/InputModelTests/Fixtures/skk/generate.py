# Writes the made-up SKK fixtures described in README.md. Run from this directory.
lines_euc = [
    ";; -*- mode: fundamental; coding: euc-jp -*-",
    ";; inputsim test dictionary (EUC-JP): made-up entries written for the tests.",
    ";; okuri-ari entries.",
    "たべr /食/",
    "ぴよr /比与/",
    ";; okuri-nasi entries.",
    "ぴよ /比与;made-up annotation/ピヨ/",
    "かんじ /漢字/感じ/",
    "てすと /試験;trial/テスト/",
    "すらっしゅ /(concat \"a\\057b\")/",
    "ひづけ /(skk-current-date)/日付/",
    "かんじ /幹事/漢字/",
]
open("tiny-euc-jp.skk", "wb").write(("\n".join(lines_euc) + "\n").encode("euc_jp"))
utf8 = [l.replace("EUC-JP", "UTF-8").replace("coding: euc-jp", "coding: utf-8") for l in lines_euc]
open("tiny-utf-8.skk", "wb").write(("\n".join(utf8) + "\n").encode("utf-8"))

# No coding marker: read as EUC-JP. The last line has no line feed.
nomarker = ["ぴよ /比与/", ";; no coding marker on the first line: EUC-JP is the default", "ぽよ /歩与/"]
open("no-marker.skk", "wb").write("\n".join(nomarker).encode("euc_jp"))

# Malformed lines (UTF-8); the tests expect these line numbers.
mal = [
    b";; -*- coding: utf-8 -*-",             # 1
    "あ /亜/".encode(),                      # 2 fine
    "いい 良い".encode(),                    # 3 no " /"
    "う //".encode(),                        # 4 empty candidate
    "え /絵".encode(),                       # 5 no final slash
    " /空/".encode(),                        # 6 empty reading
    "お /尾/".encode() + b"\xff/",           # 7 invalid UTF-8 at column 10
    "か /;注釈だけ/".encode(),               # 8 only an annotation
    b"",                                     # 9 blank
    "き /木/\r".encode(),                    # 10 CRLF line, fine
]
open("malformed.skk", "wb").write(b"\n".join(mal) + b"\n")

# EUC-JP with a broken multi-byte sequence on line 3 (0xA4 then a space).
bad = (";; -*- coding: euc-jp -*-\n".encode() + "ぴよ /比与/\n".encode("euc_jp") + b"\xa4 /x/\n"
       + "ぽよ /歩与/\n".encode("euc_jp"))
open("invalid-euc-jp.skk", "wb").write(bad)

# A coding name nobody knows: read as EUC-JP, with a diagnostic on line 1.
unknown = ";; -*- coding: klingon-8 -*-\n".encode() + "ぴよ /比与/\n".encode("euc_jp")
open("unknown-coding.skk", "wb").write(unknown)

# Okuri-ari entries (UTF-8), good and malformed; the tests expect these line numbers.
okuri = [
    ";; -*- coding: utf-8 -*-",              # 1
    ";; okuri-ari entries.",                 # 2
    "はたらk /働/",                          # 3
    "うつくしi /美/",                        # 4
    "かi /買/書;write/描/",                  # 5
    "はたらk /働/[く/働/]/",                 # 6 a strict-okuri block: skipped, no repeat
    "おくr /送/[る/送/",                     # 7 the block never closes
    "かk //",                                # 8 empty candidate
    "とr 取",                                # 9 no " /"
    ";; okuri-nasi entries.",                # 10
    "はし /箸/",                             # 11
]
open("okuri-ari.skk", "wb").write(("\n".join(okuri) + "\n").encode("utf-8"))

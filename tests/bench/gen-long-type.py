#!/usr/bin/env python3
"""Writes a scenario for issue 30 item 5: one `type` step of N characters.

    gen-long-type.py N [direct|pinyin] > long-type.scenario

direct: mixed ASCII words and Japanese (kana, kanji) so both single-unit and multi-byte
characters are typed; pinyin: the letters "nihao" repeated, never confirmed.
"""
import sys

n = int(sys.argv[1])
kind = sys.argv[2] if len(sys.argv) > 2 else "direct"
if kind == "direct":
    unit = "hello world 今日はいい天気です "
    ime = "direct"
else:
    unit = "nihao"
    ime = "pinyin"
text = (unit * (n // len(unit) + 1))[:n]
print(f'scenario "one type step of {n} characters, {kind}"')
print(f"use ime={ime} bridge=guarded platform=uikit")
print(f'type "{text}"')
print("skip onchange")

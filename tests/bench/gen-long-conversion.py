#!/usr/bin/env python3
"""Writes a scenario for issue 30 item 4: a long reading converted, then many arrow keys.

    gen-long-conversion.py KANA ARROWS > long-conversion.scenario

The reading is きょうはいいてんきです (11 kana) repeated until it has at least KANA kana;
ARROWS is split into `key right x10000` lines (the parser's limit per line).
"""
import sys

kana, arrows = int(sys.argv[1]), int(sys.argv[2])
unit = "kyouhaiitenkidesu"  # きょうはいいてんきです: 11 kana
repeats = (kana + 10) // 11
print('scenario "long conversion, arrow keys"')
print("use ime=romaji bridge=guarded platform=uikit")
print("type " + unit * repeats)
print("convert")
left = arrows
while left > 0:
    n = min(left, 10000)
    print(f"key right x{n}")
    left -= n
print("key enter")
print("skip onchange")

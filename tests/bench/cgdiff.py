#!/usr/bin/env python3
"""Per-function inclusive instruction counts of two callgrind runs (n and 2n), with the
excess over linear growth: cgdiff.py small.out large.out"""
import re, subprocess, sys
def load(path):
    out = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", path],
                         capture_output=True, text=True).stdout
    d = {}
    for line in out.splitlines():
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(.*)", line)
        if m:
            name = re.sub(r" \[/.*", "", m.group(2))
            d[name] = int(m.group(1).replace(",", ""))
    return d
a, b = load(sys.argv[1]), load(sys.argv[2])
rows = sorted(((v - 2 * a.get(k, 0), v, a.get(k, 0), k) for k, v in b.items() if v > 5e7), reverse=True)
for r in rows[:int(sys.argv[3]) if len(sys.argv) > 3 else 40]:
    print(f"{r[0]/1e6:8.0f}M excess {r[1]/1e6:7.0f}M {r[2]/1e6:7.0f}M {r[3][-140:]}")

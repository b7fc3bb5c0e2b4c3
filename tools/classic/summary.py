#!/usr/bin/env python3
"""summary.py OUT PEER: medians of engine.sh or e2e.sh output as the markdown table of docs/BENCHMARKS.md."""
import sys, statistics, collections
rows=collections.defaultdict(lambda: collections.defaultdict(list))
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)<8: continue
    key=(p[0],p[1],p[2]); rows[key][p[4]].append(float(p[5])); rows[key][p[6]].append(float(p[7]))
peer=sys.argv[2]
sets=[]
for k in rows:
    if k[0] not in sets: sets.append(k[0])
print(f"| set | copy | {peer} unique | ours unique | ratio | {peer} first | ours first | ratio |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
def f(x):
    return f"{x/1000:,.0f}k" if x>=100000 else (f"{x/1000:,.1f}k" if x>=10000 else f"{x/1000:,.2f}k")
for s in sets:
    for o in ['pub','t13']:
        cells=[]
        for m in ['unique','first']:
            d=rows[(s,o,m)]; a=statistics.median(d[peer]); b=statistics.median(d['ours'])
            cells += [f(a), f"**{f(b)}**", f"{b/a:.2f}"]
        print(f"| {s} | {'published' if o=='pub' else 'transformed'} | " + " | ".join(cells) + " |")

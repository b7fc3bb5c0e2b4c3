#!/usr/bin/env python3
"""summary.py OUT PEER: medians (and the AVX2 copy's, when the run has them) of engine.sh or e2e.sh output as the markdown table of docs/BENCHMARKS.md."""
import sys, statistics, collections
rows=collections.defaultdict(lambda: collections.defaultdict(list))
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)<8: continue
    key=(p[0],p[1],p[2])
    for i in range(4, len(p) - 1, 2):
        rows[key][p[i]].append(float(p[i + 1]))
peer=sys.argv[2]
sets=[]
for k in rows:
    if k[0] not in sets: sets.append(k[0])
avx2=any('avx2' in d for d in rows.values())
if avx2:
    print(f"| set | copy | {peer} unique | ours unique | ratio | AVX2 copy | ratio | {peer} first | ours first | ratio | AVX2 copy | ratio |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
else:
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
            if avx2:
                c=statistics.median(d['avx2']); cells += [f(c), f"{c/a:.2f}"]
        print(f"| {s} | {'published' if o=='pub' else 'transformed'} | " + " | ".join(cells) + " |")
counted=[k for k, d in rows.items() if 'count' in d]
if counted:
    print()
    print(f"| set | copy | {peer} unique | ours counting to 2 | ratio |")
    print("|---|---|---:|---:|---:|")
    for s in sets:
        for o in ['pub','t13']:
            d=rows[(s,o,'unique')]
            if 'count' not in d: continue
            a=statistics.median(d[peer]); c=statistics.median(d['count'])
            print(f"| {s} | {'published' if o=='pub' else 'transformed'} | {f(a)} | **{f(c)}** | {c/a:.2f} |")

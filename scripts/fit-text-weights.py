#!/usr/bin/env python3
"""Fits how far each font weight's advances lie between Inter Regular and Inter SemiBold to the
measured single-line text widths of the fidelity corpus (Tests/Fidelity/*/text-widths.tsv, each row
citing the snapshot it was read from), holding three repositories out of the fit. Prints mean and
worst absolute error per weight (and display sizes, > 20 pt) before and after, on the fitted and
the held-out strings. The model is FrameLab's (TextMeasurer): Inter advances from
Sources/LayoutCore/Text/GlyphAdvances.swift, SF Pro tracking per size, width rounded up to the
pixel grid. Run from the repository root: python3 scripts/fit-text-weights.py (docs/fidelity.md §3).
"""
import re,math,glob
src=open('Sources/LayoutCore/Text/GlyphAdvances.swift').read()
def table(name):
    m=re.search(r'static let '+name+r': \[UInt16\] = \[(.*?)\]',src,re.S)
    return [int(x) for x in re.findall(r'\d+',m.group(1))]
reg=table('denseRegular'); semi=table('denseSemibold')
trk=[41, 34, 26, 19, 12, 6, 0, -6, -11, -16,-20, -26, -25, -24, -23, -18, -12, -4, 3, 6,8, 11, 14, 14, 14, 13, 13, 12, 12, 11,10, 10, 10, 10, 10, 9, 9, 9, 8, 8,8, 8, 8, 7, 7, 7, 6, 6, 6, 6,6, 6, 5, 5, 4, 4, 4, 4, 4, 4,3, 3, 2, 2, 2, 2, 2, 2, 2, 2,1, 1, 1, 1, 0]
def track(size):
    if size<=6: return trk[0]
    if size>=80: return 0
    lo=math.floor(size); f=size-lo; a=trk[lo-6]; b=trk[lo-5] if f else a
    return a+(b-a)*f
def width(s,size,w,scale=3, medium_mix=None):
    units=0
    for c in s:
        r=reg[ord(c)]; sb=semi[ord(c)]
        if w in('semibold','bold','heavy','black'): u=sb
        elif w=='medium' and medium_mix is not None: u=r+(sb-r)*medium_mix
        else: u=r
        units+=u
    wd=units*size/2816+len(s)*size*track(size)/1000
    return math.ceil(wd*scale-1e-9)/scale
rows=[]
for f in glob.glob('Tests/Fidelity/*/text-widths.tsv'):
    for line in open(f).read().split('\n')[1:]:
        p=line.split('\t')
        if len(p)<4: continue
        try: meas=float(p[3])
        except: continue
        s=p[0]; font=p[1]; dt=p[2]
        if 'serif' in font or 'rounded' in font.lower(): continue
        m=re.search(r'\((\d+)',dt) or re.search(r'(\d+)\)?$',font.split('(')[-1]) 
        size=None
        m1=re.search(r'system (\d+)',font); m2=re.search(r'\((\d+) pt\)',dt); m3=re.search(r'\((?:SF Pro )?(\d+)',font)
        if m1: size=int(m1.group(1))
        elif m3: size=int(m3.group(1))
        elif m2: size=int(m2.group(1))
        if size is None: continue
        wt='regular'
        for k in ('semibold','bold','medium'):
            if k in font: wt=k;break
        if 'headline' in font and wt=='regular': wt='semibold'
        scale=2 if f.startswith('Tests/Fidelity/element') else 3
        rows.append((f.split('/')[2],s,size,wt,meas,scale))

def width2(s,size,w,scale,mixes,disp):
    units=0
    mix=mixes.get(w,0)
    for c in s:
        r=reg[ord(c)]; sb=semi[ord(c)]
        units+=r+(sb-r)*mix
    t=track(size)
    if size>20: t+= -disp*(size-20)
    wd=units*size/2816+len(s)*size*t/1000
    return math.ceil(wd*scale-1e-9)/scale
hold={'aessam-NiceViewsLib','stadiamaps-ferrostar','leboncoin-spark-ios-common'}
fit=[r for r in rows if r[0] not in hold]; ho=[r for r in rows if r[0] in hold]
def score(rs,mixes,disp):
    e=[abs(width2(r[1],r[2],r[3],r[5],mixes,disp)-r[4]) for r in rs]
    return sum(e)/len(e)
best=None
for m in [0.4,0.5,0.6,0.7,0.8,0.9,1.0]:
    for sbm in [1.0,1.2,1.4,1.6,1.8]:
        mixes={'medium':m,'semibold':sbm,'bold':sbm,'regular':0}
        s=score(fit,mixes,0)
        if best is None or s<best[0]: best=(s,mixes,0)
print('best fit (display sizes not corrected):',best)
base={'medium':0,'semibold':1,'bold':1,'regular':0}
def rep(rs,mixes,disp):
    out={}
    for r in rs:
        key=r[3]+(' display' if r[2]>20 else '')
        out.setdefault(key,[]).append(width2(r[1],r[2],r[3],r[5],mixes,disp)-r[4])
    return {k:(len(v),round(sum(abs(x) for x in v)/len(v),3),round(max(abs(x) for x in v),3)) for k,v in sorted(out.items())}
applied={'medium':0.8,'semibold':1.4,'bold':1.4,'regular':0}  # TextMeasurer.Font.weightMix, in fifths 4 and 7
print('fitted   before', rep(fit,base,0)); print('fitted   after ', rep(fit,applied,0))
print('held out before', rep(ho,base,0)); print('held out after ', rep(ho,applied,0))

#!/usr/bin/env python3
"""Fills the unfinished numerus entries of translations/ic-control-panel_en.ts with English
singular and plural forms: "(s)"/"(es)" become ""/"s"/"es"; a few words with the plural written
out get their singular (SINGULAR). Prints each pair it filled: check them by eye.
Usage, after update_translations added a %n text:
    app/i18n/fill-english-plurals.py translations/ic-control-panel_en.ts"""
import re, sys
path = sys.argv[1]
text = open(path, encoding='utf-8').read()
SINGULAR = [('%n times', '%n time'), ('%n game seconds', '%n game second'),
            ('%n bytes', '%n byte')]
def forms(src):
    one, many = src.replace('(es)', '').replace('(s)', ''), src.replace('(es)', 'es').replace('(s)', 's')
    for plural, single in SINGULAR:
        one = one.replace(plural, single)
    return one, many
pat = re.compile(r'(<source>([^<]*)</source>\n(?:\s*<comment>[^<]*</comment>\n)?(\s*)<translation type="unfinished">\n)(\s*)<numerusform></numerusform>\n\s*<numerusform></numerusform>\n(\s*)</translation>', re.S)
def fill(m):
    one, many = forms(m.group(2))
    print(f'1: {one}\nn: {many}\n')
    ind = m.group(4)
    head = m.group(1).replace('<translation type="unfinished">', '<translation>')
    return f'{head}{ind}<numerusform>{one}</numerusform>\n{ind}<numerusform>{many}</numerusform>\n{m.group(5)}</translation>'
text = pat.sub(fill, text)
open(path, 'w', encoding='utf-8').write(text)

import { translatorFor } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import zh from '../../locales/zh-CN.json';
import { fieldHint, fieldLabel, kindLabel, kindPlural } from './kind-labels';
import { CONTENT_KINDS, kindSpec } from './kinds';

const t = translatorFor('en');

describe('content kind names', () => {
  it('reads the English names of kinds and fields as the editor shows them', () => {
    const news = kindSpec('news')!;
    expect(kindLabel(news, t)).toBe('Article');
    expect(kindPlural(news, t)).toBe('News and documents');
    expect(fieldLabel(news, news.fields.find((f) => f.key === 'title')!, t)).toBe('Title');
  });

  it('names every kind, field and hint in both catalogues', () => {
    for (const spec of CONTENT_KINDS) {
      for (const cat of [en, zh]) {
        const c = cat.content as {
          kinds: Record<string, unknown>;
          fields: Record<string, Record<string, string>>;
          hints: Record<string, Record<string, string>>;
        };
        expect(c.kinds[spec.kind], spec.kind).toBeDefined();
        for (const f of spec.fields) {
          expect(c.fields[spec.kind]?.[f.key], `${spec.kind}.${f.key}`).toBeTruthy();
          if (f.hint) expect(c.hints[spec.kind]?.[f.key], `${spec.kind}.${f.key} hint`).toBeTruthy();
        }
      }
      for (const f of spec.fields) {
        expect(fieldLabel(spec, f, t)).toBe(f.label);
        expect(fieldHint(spec, f, t)).toBe(f.hint);
      }
    }
  });
});

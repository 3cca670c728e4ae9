/**
 * The catalogue test every site and shared package runs beside its `locales/` (vitest): both languages have the same
 * keys and no empty message, and every literal `t('…')` key in the source has a message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Messages } from './messages';
import { catalogueProblems, missingUsedKeys } from './testing';

/** The text of every non-test .ts/.tsx file under `dir`, except paths starting with one of `skip`. */
export function sourceTexts(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && !skip.some((s) => f.startsWith(s)))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** Registers the catalogue tests for `catalogues` (language → namespaces), the code under `dir` using `defaultNs`. */
export function catalogueSuite(
  name: string,
  catalogues: { 'zh-CN': Messages; en: Messages },
  dir: string,
  defaultNs: string,
  skip: string[] = [],
): void {
  describe(name, () => {
    it('has the same keys in zh-CN and en, none empty', () => {
      expect(catalogueProblems(catalogues)).toEqual([]);
    });
    it('has a message for every key the code uses', () => {
      expect(missingUsedKeys(catalogues.en, defaultNs, sourceTexts(dir, skip))).toEqual([]);
    });
  });
}

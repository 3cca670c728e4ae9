import { readFileSync } from 'node:fs';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  buildMergeConfig,
  MERGE_EXTENSION,
  OUTPUT,
  renderMergeConfig,
  sourceTokens,
} from '../scripts/merge-config.mjs';
import { cn } from './cn';

describe('cn() with the cut tailwind-merge configuration', () => {
  const tokens = sourceTokens();
  const cut = buildMergeConfig(tokens);

  it('lists every class group the sources use (run `pnpm --filter @lanyun/ui merge-config` when this fails)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderMergeConfig(cut));
  });

  it('merges any two related classes of the sources as the full configuration does', () => {
    const full = extendTailwindMerge(MERGE_EXTENSION);
    // Pairs within a group and with the groups it conflicts with, both orders, plain and under a variant.
    const related = (id: string) => [id, ...(cut.conflictingClassGroups[id] ?? [])];
    let pairs = 0;
    for (const [id, classes] of Object.entries(cut.classGroups)) {
      for (const other of related(id)) {
        for (const a of classes) {
          for (const b of cut.classGroups[other] ?? []) {
            for (const list of [`${a} ${b}`, `hover:${a} hover:${b}`, `${a} md:${b}`, `${a}/50 ${b}`]) {
              expect(cn(list), list).toBe(full(list));
              pairs++;
            }
          }
        }
      }
    }
    expect(pairs).toBeGreaterThan(1000);
    expect(tokens.size).toBeGreaterThan(1000);
  });
});

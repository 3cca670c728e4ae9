/** Types of scripts/merge-config.mjs (tailwind-merge's class groups cut down to the classes the sources use). */
export interface CutMergeConfig {
  classGroups: Record<string, string[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  orderSensitiveModifiers: string[];
}
export const SOURCE_DIRS: string[];
export const OUTPUT: string;
export const MERGE_EXTENSION: { extend: { theme: { shadow: string[] } } };
export function sourceTokens(): Set<string>;
export function buildMergeConfig(tokens?: Set<string>): CutMergeConfig;
export function renderMergeConfig(cut?: CutMergeConfig): string;

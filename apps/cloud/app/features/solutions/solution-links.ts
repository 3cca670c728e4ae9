/**
 * What the site itself keeps about the industry solution pages (spec §2: /solution/bangong, fangzhen, piliang,
 * ruanjian, yingxiao, youxi, zhibo): the menu entries of the header and footer, which render without an API call,
 * and each page's accent colour. The pages' text — titles, hero lines, sections — lives in the API
 * (/v1/solution_list, /v1/solution_info), edited by operators (docs/decisions/0006-content.md "Solution pages").
 */

/** A solution in the header and footer menus: its /solution/{slug} path and menu label. */
export interface SolutionLink {
  slug: string;
  label: string;
}

/** The header and footer entries, in the API's order. */
export const SOLUTION_LINKS: readonly SolutionLink[] = [
  { slug: 'bangong', label: 'Cloud office' },
  { slug: 'fangzhen', label: 'Simulation and CAE' },
  { slug: 'piliang', label: 'Batch processing' },
  { slug: 'ruanjian', label: 'Software development and testing' },
  { slug: 'yingxiao', label: 'Digital marketing' },
  { slug: 'youxi', label: 'Games' },
  { slug: 'zhibo', label: 'Live streaming' },
];

/** Accent colours (CSS hex) of the seven pages' heroes and cards; each at least 4.5:1 on white, since the approach steps write their numbers in it. */
const ACCENTS: Record<string, string> = {
  bangong: '#1d56f5',
  fangzhen: '#0f766e',
  piliang: '#7c3aed',
  ruanjian: '#0e7490',
  yingxiao: '#db2777',
  youxi: '#c2410c',
  zhibo: '#dc2626',
};

/** The brand blue, for pages operators add later. */
const DEFAULT_ACCENT = '#1d56f5';

/** The accent colour of the solution `slug` (the brand blue for slugs without one). */
export function solutionAccent(slug: string): string {
  return ACCENTS[slug] ?? DEFAULT_ACCENT;
}

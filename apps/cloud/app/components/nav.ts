import type { Translate } from '@lanyun/i18n';
import type { NavItem } from '@lanyun/ui/header';
import { SOLUTION_LINKS, type SolutionLink } from '../features/solutions/solution-links';

/**
 * Catalogue keys (common.json `nav.solution`) of the solution menu entries by slug. A slug without one (a page
 * operators add later) shows the label from `solution-links.ts`.
 */
const SOLUTION_LABEL_KEYS: Record<string, string> = {
  bangong: 'nav.solution.bangong',
  fangzhen: 'nav.solution.fangzhen',
  piliang: 'nav.solution.piliang',
  ruanjian: 'nav.solution.ruanjian',
  yingxiao: 'nav.solution.yingxiao',
  youxi: 'nav.solution.youxi',
  zhibo: 'nav.solution.zhibo',
};

/** The menu label of a solution in the page's language (header and footer). */
export function solutionLabel(t: Translate, link: SolutionLink): string {
  const key = SOLUTION_LABEL_KEYS[link.slug];
  return key ? t(key) : link.label;
}

/**
 * Top navigation of the cloud site (spec §2 routes), in the language of `t`; `ipintelHref` is the IP intelligence
 * site (a product of its own, on its own domain).
 */
export function navItems(t: Translate, ipintelHref: string): NavItem[] {
  return [
    {
      label: t('nav.products'),
      children: [
        { label: t('nav.ecs'), href: '/ecs', description: t('nav.ecsDescription') },
        { label: t('nav.phone'), href: '/buyphone', description: t('nav.phoneDescription') },
        { label: t('nav.trial'), href: '/trial', description: t('nav.trialDescription') },
        { label: t('facts.ipintel'), href: ipintelHref, description: t('facts.ipintelDescription') },
      ],
    },
    {
      label: t('nav.solutions'),
      children: SOLUTION_LINKS.map((s) => ({ label: solutionLabel(t, s), href: `/solution/${s.slug}` })),
    },
    { label: t('nav.pricing'), href: '/price' },
    { label: t('nav.docs'), href: '/news/doc' },
    { label: t('nav.news'), href: '/news/info' },
    { label: t('nav.downloads'), href: '/download' },
    { label: t('nav.about'), href: '/aboutus' },
  ];
}

import type { NavItem } from '@lanyun/ui/header';
import { SOLUTIONS } from '../features/solutions/solutions';

/** Top navigation of the cloud site (spec §2 routes). */
export const NAV: NavItem[] = [
  {
    label: 'Products',
    children: [
      { label: 'Elastic Compute Service', href: '/ecs', description: 'Cloud servers in 12 regions, billed monthly or yearly' },
      { label: 'Cloud phone', href: '/buyphone', description: 'Android instances in the cloud' },
      { label: 'Free trial', href: '/trial', description: 'Apply for a 7-day trial instance' },
    ],
  },
  {
    label: 'Solutions',
    children: SOLUTIONS.map((s) => ({ label: s.title, href: `/solution/${s.slug}`, description: s.tagline })),
  },
  { label: 'Pricing', href: '/price' },
  { label: 'Documentation', href: '/news/doc' },
  { label: 'News', href: '/news/info' },
  { label: 'Downloads', href: '/download' },
  { label: 'About us', href: '/aboutus' },
];

/** /ecs: the cloud server product page — families, regions (from the API) and reference prices. */
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/ecs';
import { PageHero, Section } from '../components/page-hero';
import { getRegionAreas, getRegions } from '../features/products/api/products.server';
import { RegionList } from '../features/products/components/region-list';
import { ECS_FAMILIES } from '../features/products/ecs-plans';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  const [areas, regions] = await Promise.all([getRegionAreas(), getRegions()]);
  return { areas, regions };
}

export function meta() {
  return [{ title: 'Elastic Compute Service — Lanyun Cloud' }];
}

const FEATURES = [
  { title: 'Choose your shape', text: 'General-purpose, compute- and memory-optimised families from 1 to 64 vCPUs.' },
  { title: 'SSD everywhere', text: 'System and data disks on SSD with snapshots and 30-day retention.' },
  { title: 'Private networks', text: 'Isolated VPCs with security groups; 25 Gbps links between zones.' },
  { title: 'DDoS protection', text: 'Free basic protection up to 5 Gbps on every public IP.' },
];

export default function EcsRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Elastic Compute Service"
        subtitle="Cloud servers on Intel Xeon and AMD EPYC, ready in a minute, billed monthly or yearly."
      >
        <UiLink href="/price/ecs" className={buttonClass('light', 'lg')}>
          View prices
        </UiLink>
        <UiLink href="/trial" className={buttonClass('outline-light', 'lg')}>
          Free trial
        </UiLink>
      </PageHero>
      <Section title="Why Lanyun ECS">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <div key={f.title} className="rounded-xl border border-line p-6">
              <h3 className="font-semibold text-ink">{f.title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{f.text}</p>
            </div>
          ))}
        </div>
      </Section>
      <div className="bg-surface">
        <Section title="Instance families">
          <div className="grid gap-6 md:grid-cols-3">
            {ECS_FAMILIES.map((f) => (
              <div key={f.id} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-ink">{f.name}</h3>
                <p className="mt-2 text-sm text-ink-soft">{f.description}</p>
                <p className="mt-3 text-xs text-ink-muted">{f.useCases}</p>
              </div>
            ))}
          </div>
        </Section>
      </div>
      <Section title="Regions and zones" subtitle="Place instances close to your users">
        <RegionList areas={d.areas} regions={d.regions} />
      </Section>
    </>
  );
}

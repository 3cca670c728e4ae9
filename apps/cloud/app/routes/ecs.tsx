/**
 * /ecs: the cloud server product page and its purchase configurator (#buy). The loader reads the catalog on the
 * server (areas, regions, disks, durations, the families of the reference region and the first zone's images), so
 * the page and the first configuration render without waiting; prices always come from the API.
 */
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { dataOr } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';
import type { Route } from './+types/ecs';
import { PageHero, Section } from '../components/page-hero';
import type { ZoneImage } from '../features/ecs-order/api/ecs-order';
import { EcsConfigurator } from '../features/ecs-order/components/ecs-configurator';
import { getEcsCatalog } from '../features/products/api/products.server';
import { RegionList } from '../features/products/components/region-list';
import { useRecharge } from '@lanyun/site-kit/recharge';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  const catalog = await getEcsCatalog();
  // Regions in the order of their areas, so the configurator starts in the first area's first region.
  const areaOrder = new Map(catalog.areas.map((a, i) => [a.id, i]));
  const regions = [...catalog.regions].sort((a, b) => (areaOrder.get(a.father_id) ?? 99) - (areaOrder.get(b.father_id) ?? 99));
  const zoneId = regions[0]?.zones[0]?.id;
  const firstZone = zoneId
    ? {
        zoneId,
        images: await dataOr<ZoneImage[]>(serverApi().call('/v1/get_region_zone_images', { zone_id: zoneId }), []),
        families: await dataOr<typeof catalog.families>(serverApi().call('/v1/get_region_zone_instance_config', { zone_id: zoneId }), []),
      }
    : undefined;
  return { ...catalog, regions, firstZone: firstZone?.images.length && firstZone.families.length ? firstZone : undefined };
}

export function meta() {
  return [{ title: 'Elastic Compute Service — Lanyun Cloud' }];
}

const FEATURES = [
  { title: 'Choose your shape', text: 'General-purpose, compute- and memory-optimised and burstable families.' },
  { title: 'SSD everywhere', text: 'System and data disks on ESSD, SSD or ultra disks, up to 16 data disks per instance.' },
  { title: 'Private networks', text: 'Isolated VPCs with security groups; fast links between the zones of a region.' },
  { title: 'DDoS protection', text: 'Free basic protection up to 5 Gbps on every public IP.' },
];

export default function EcsRoute({ loaderData: d }: Route.ComponentProps) {
  const recharge = useRecharge();
  return (
    <>
      <PageHero title="Elastic Compute Service" subtitle="Cloud servers on Intel Xeon and AMD EPYC, ready in a minute, billed monthly or yearly.">
        <a href="#buy" className={buttonClass('light', 'lg')}>
          Buy now
        </a>
        <UiLink href="/price/ecs" className={buttonClass('outline-light', 'lg')}>
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
      <div id="buy" className="scroll-mt-16 bg-surface">
        <Section title="Configure your server" subtitle="Prices update as you choose; the server computes every price">
          <EcsConfigurator catalog={d} onTopUp={(preset) => recharge.open(preset)} />
        </Section>
      </div>
      <Section title="Instance families">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {d.families.map((f) => (
            <div key={f.code} className="rounded-xl border border-line p-6">
              <h3 className="font-semibold text-ink">{f.name}</h3>
              <p className="mt-2 text-sm text-ink-soft">{f.description}</p>
              <p className="mt-3 text-xs text-ink-muted">
                {f.types.length} sizes, {f.types[0]?.vcpu}–{f.types.at(-1)?.vcpu} vCPU
              </p>
            </div>
          ))}
        </div>
      </Section>
      <div className="bg-surface">
        <Section title="Regions and zones" subtitle="Place instances close to your users">
          <RegionList areas={d.areas} regions={d.regions} />
        </Section>
      </div>
    </>
  );
}

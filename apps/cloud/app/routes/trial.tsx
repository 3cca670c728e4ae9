/**
 * /trial: free-trial application page — what the trial includes, who can apply, and the application itself
 * (features/trial: one per real-name verified main account, reviewed by an operator, then claimed as a free cloud
 * phone). The loader reads the packages and regions offered.
 */
import { dataOr } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';
import type { Route } from './+types/trial';
import { PageHero, Section } from '../components/page-hero';
import type { PhoneRegion } from '../features/phone-order/api/phone-order';
import { getPhonePackages } from '../features/products/api/products.server';
import { TrialPanel } from '../features/trial/components/trial-panel';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  const [packages, regions] = await Promise.all([getPhonePackages(), dataOr<PhoneRegion[]>(serverApi().call('/phone/get_pdc_regions'), [])]);
  return { packages: packages.map((p) => ({ id: p.id, name: p.name })), regions: regions.map((r) => ({ id: r.id, name: r.name })) };
}

export function meta() {
  return [{ title: 'Free trial — Lanyun Cloud' }];
}

const INCLUDED = [
  ['Cloud phone', 'One cloud phone of the package you choose, free for 7 days'],
  ['No payment', 'Nothing is charged; the phone is released when the trial ends unless you buy one'],
  ['Support', 'Ticket support from our engineers during the trial'],
] as const;

export default function TrialRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Free 7-day trial" subtitle="Try a cloud phone for a week before you buy. No payment required." />
      <Section title="What the trial includes">
        <div className="grid gap-6 md:grid-cols-3">
          {INCLUDED.map(([title, text]) => (
            <div key={title} className="rounded-xl border border-line p-6">
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{text}</p>
            </div>
          ))}
        </div>
      </Section>
      <div className="bg-surface">
        <Section title="Apply">
          <div className="mx-auto max-w-2xl rounded-xl bg-white p-8 shadow-sm">
            <p className="mb-6 text-sm text-ink-soft">
              One trial per real-name verified account. An engineer reviews each application within one working day; once approved,
              claim the trial here and the phone appears in your cloud phones.
            </p>
            <TrialPanel packages={d.packages} regions={d.regions} />
          </div>
        </Section>
      </div>
    </>
  );
}

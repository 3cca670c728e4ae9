/**
 * /buyphone: cloud-phone purchase (spec §2) — packages from /phone/get_pdc_pkg_id. Logged-out visitors are sent to
 * log in; purchases need real-name verification (reminder dialog). Ordering (/phone_order/add_pdc_order) is a later
 * issue, so a verified user is told ordering opens soon.
 */
import { useState } from 'react';
import { useSession } from '@lanyun/session/react';
import { isRealNameVerified } from '@lanyun/ui/real-name';
import { RealNameDialog } from '@lanyun/ui/real-name-dialog';
import { toast } from '@lanyun/ui/toast';
import type { Route } from './+types/buyphone';
import { PageHero, Section } from '../components/page-hero';
import { getPhonePackages } from '../features/products/api/products.server';
import { PhonePackages } from '../features/products/components/phone-packages';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  return { packages: await getPhonePackages() };
}

export function meta() {
  return [{ title: 'Cloud phones — Lanyun Cloud' }];
}

const STEPS = [
  'Choose a package and the number of phones.',
  'Pay from your wallet balance (top up first if needed).',
  'Open the phone console and connect from the browser or the desktop client.',
];

export default function BuyPhoneRoute({ loaderData: d }: Route.ComponentProps) {
  const { user } = useSession();
  const [realNameOpen, setRealNameOpen] = useState(false);
  return (
    <>
      <PageHero
        title="Cloud phones"
        subtitle="Android 12 on real ARM hardware in our data centres. Each phone has its own device profile and a stable IP."
      />
      <Section title="Packages" subtitle="Prices per phone per month, in yuan">
        <PhonePackages
          packages={d.packages}
          loggedIn={Boolean(user)}
          onBuy={(pkg) => {
            if (!isRealNameVerified(user)) setRealNameOpen(true);
            else toast.message(`Online ordering of ${pkg.name} opens soon. Please contact support to order now.`);
          }}
        />
      </Section>
      <div className="bg-surface">
        <Section title="How it works">
          <ol className="mx-auto grid max-w-4xl gap-6 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">{i + 1}</span>
                <p className="mt-3 text-sm text-ink-soft">{step}</p>
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <RealNameDialog open={realNameOpen} onOpenChange={setRealNameOpen} />
    </>
  );
}

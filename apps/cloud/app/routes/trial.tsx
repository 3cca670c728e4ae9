/**
 * /trial: free-trial application page — what the trial includes, who can apply and how. Applying needs a verified
 * account; the application call (/phone/apply_use_add) is not in the API yet, so verified users are told to
 * contact support.
 */
import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { isRealNameVerified } from '@lanyun/ui/real-name';
import { RealNameDialog } from '@lanyun/ui/real-name-dialog';
import { toast } from '@lanyun/ui/toast';
import { PageHero, Section } from '../components/page-hero';
import type { RootData } from '../root-data';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export function meta() {
  return [{ title: 'Free trial — Lanyun Cloud' }];
}

const INCLUDED = [
  ['Cloud server', '2 vCPU · 4 GiB · 60 GiB SSD · 3 Mbps, for 7 days'],
  ['Cloud phone', 'One standard cloud phone for 7 days'],
  ['Support', 'Ticket support from our engineers during the trial'],
] as const;

export default function TrialRoute() {
  const { user } = useSession();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [realNameOpen, setRealNameOpen] = useState(false);
  const apply = () => {
    if (!isRealNameVerified(user)) setRealNameOpen(true);
    else toast.message(`Online trial applications open soon. Please call ${root?.site?.support_phone ?? 'support'} to apply now.`);
  };
  return (
    <>
      <PageHero title="Free 7-day trial" subtitle="Try a cloud server or a cloud phone for a week before you buy. No card required." />
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
        <Section title="How to apply">
          <div className="mx-auto max-w-2xl rounded-xl bg-white p-8 text-center shadow-sm">
            <p className="text-ink-soft">
              One trial per verified account. Sign in, complete real-name verification, then apply; trial resources are
              released automatically after 7 days unless you convert them to a paid subscription.
            </p>
            <div className="mt-6 flex justify-center">
              {user ? (
                <Button size="lg" onClick={apply}>
                  Apply for the trial
                </Button>
              ) : (
                <UiLink href="/login?tp=1&redirect=%2Ftrial" className={buttonClass('primary', 'lg')}>
                  Log in to apply
                </UiLink>
              )}
            </div>
          </div>
        </Section>
      </div>
      <RealNameDialog open={realNameOpen} onOpenChange={setRealNameOpen} />
    </>
  );
}

/**
 * /trial: free-trial application page — what the trial includes, who can apply, and the application itself
 * (features/trial: one per real-name verified main account, reviewed by an operator, then claimed as a free cloud
 * phone). The loader reads the packages and regions offered and the trial's days (/phone/trial_terms): the page quotes
 * the days the API gives, and leaves the number out when it cannot say.
 */
import { Suspense } from 'react';
import { dataOr } from '@lanyun/session/server';
import { publicApi } from '@lanyun/site-kit/api.server';
import { useTranslation } from '@lanyun/i18n/react';
import type { Route } from './+types/trial';
import { metaTranslator, seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import type { PhoneRegion } from '../features/phone-order/api/phone-order';
import { getPhonePackages, getTrialDays } from '../features/products/api/products.server';
import { TrialPanel } from '../features/trial/components/trial-panel';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const [packages, regions, trialDays] = await Promise.all([
    getPhonePackages(request),
    dataOr<PhoneRegion[]>(publicApi(request).call('/phone/get_pdc_regions'), []),
    getTrialDays(request),
  ]);
  return {
    packages: packages.map((p) => ({ id: p.id, name: p.name })),
    regions: regions.map((r) => ({ id: r.id, name: r.name })),
    trialDays,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  const days = args.data?.trialDays;
  return seo(args, {
    title: t('trial.meta.title'),
    description: days ? t('trial.meta.description', { days }) : t('trial.meta.descriptionAny'),
  });
}

/**
 * What the trial includes: catalogue keys of each title and text (public.json `trial.included`), and of the text to
 * show while the trial's days are unknown (`textAny`; the phone's text quotes the days, `{{days}}`).
 */
const INCLUDED = [
  { title: 'trial.included.phone.title', text: 'trial.included.phone.text', textAny: 'trial.included.phone.textAny' },
  { title: 'trial.included.free.title', text: 'trial.included.free.text', textAny: 'trial.included.free.text' },
  {
    title: 'trial.included.support.title',
    text: 'trial.included.support.text',
    textAny: 'trial.included.support.text',
  },
] as const;

export default function TrialRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const days = d.trialDays;
  return (
    <>
      <PageHero
        title={days ? t('trial.hero.title', { days }) : t('trial.hero.titleAny')}
        subtitle={t('trial.hero.subtitle')}
      />
      <Section title={t('trial.included.title')}>
        <div className="grid gap-6 md:grid-cols-3">
          {INCLUDED.map((item) => (
            <div key={item.title} className="rounded-xl border border-line p-6">
              <h3 className="font-semibold text-ink">{t(item.title)}</h3>
              <p className="mt-2 text-sm text-ink-soft">{days ? t(item.text, { days }) : t(item.textAny)}</p>
            </div>
          ))}
        </div>
      </Section>
      <div className="bg-surface">
        <Section title={t('trial.apply.title')}>
          <div className="mx-auto max-w-2xl rounded-xl bg-white p-8 shadow-sm">
            <p className="mb-6 text-sm text-ink-soft">{t('trial.apply.text')}</p>
            {/* Its own boundary: hydrated in a task apart from the rest of the page (as on /ecs). */}
            <Suspense fallback={null}>
              <TrialPanel packages={d.packages} regions={d.regions} trialDays={days} />
            </Suspense>
          </div>
        </Section>
      </div>
    </>
  );
}

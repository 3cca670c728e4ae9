/** /aboutus: company profile, milestones and contact details (support phone and e-mail from /v1/web_init). */
import { useRouteLoaderData } from 'react-router';
import { PageHero, Section } from '../components/page-hero';
import type { RootData } from '../root-data';
import type { Route } from './+types/aboutus';
import { seo } from '../lib/seo';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: 'About us', description: 'Lanyun Cloud runs elastic cloud servers and cloud phones in regions across China and Asia, with real-name verified self-service.' });
}

const FACTS = [
  ['12', 'regions'],
  ['30+', 'availability zones'],
  ['99.95%', 'availability target'],
  ['24/7', 'ticket support'],
] as const;

const MILESTONES = [
  ['2016', 'Founded in Hangzhou to build cloud infrastructure for small and mid-sized businesses.'],
  ['2018', 'Opened the Shanghai and Beijing regions; first 10,000 customers.'],
  ['2020', 'Launched cloud phones on ARM servers for app testing and marketing teams.'],
  ['2022', 'Passed the MLPS 2.0 level-3 assessment; opened Guangzhou.'],
  ['2024', 'Opened Singapore and Tokyo for cross-border businesses.'],
] as const;

export default function AboutUsRoute() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const site = root?.site;
  return (
    <>
      <PageHero title="About Lanyun Cloud" subtitle={`${site?.site_name ?? 'Lanyun Cloud'} builds dependable, affordable cloud infrastructure for growing businesses.`} />
      <Section>
        <div className="grid gap-10 md:grid-cols-2">
          <div className="space-y-4 leading-relaxed text-ink-soft">
            <p>
              Lanyun Cloud runs cloud servers, cloud phones and the networks behind them in our own data halls across
              mainland China and Asia Pacific. We focus on what growing businesses need: predictable prices, fast
              provisioning and people who answer when something goes wrong.
            </p>
            <p>
              Every account is real-name verified, which keeps our IP ranges clean and our platform free of abuse. Our
              engineers publish maintenance windows in advance on the notices page and follow up every incident with a
              written report.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {FACTS.map(([value, label]) => (
              <div key={label} className="rounded-xl bg-surface p-6 text-center">
                <dt className="sr-only">{label}</dt>
                <dd className="text-3xl font-semibold text-brand-600">{value}</dd>
                <dd className="mt-1 text-sm text-ink-soft">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <div className="bg-surface">
        <Section title="Milestones">
          <ol className="mx-auto max-w-3xl space-y-4">
            {MILESTONES.map(([year, text]) => (
              <li key={year} className="flex gap-6 rounded-lg bg-white p-5 shadow-sm">
                <span className="w-14 shrink-0 text-lg font-semibold text-brand-600">{year}</span>
                <span className="text-ink-soft">{text}</span>
              </li>
            ))}
          </ol>
        </Section>
      </div>
      <Section title="Contact us">
        <div className="mx-auto grid max-w-3xl gap-4 text-center sm:grid-cols-2">
          <div className="rounded-xl border border-line p-6">
            <p className="text-sm text-ink-muted">Sales and support hotline</p>
            <p className="mt-1 text-lg font-semibold text-ink">{site?.support_phone ?? '—'}</p>
          </div>
          <div className="rounded-xl border border-line p-6">
            <p className="text-sm text-ink-muted">E-mail</p>
            {site?.support_email ? (
              <a className="mt-1 block text-lg font-semibold text-brand-600" href={`mailto:${site.support_email}`}>
                {site.support_email}
              </a>
            ) : (
              <p className="mt-1 text-lg font-semibold text-ink">—</p>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}

/** /tutorial: getting-started steps plus the product documents (type 2) from the API. */
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/tutorial';
import { seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getNewsList } from '../features/content/api/content.server';
import { NewsList } from '../features/content/components/news-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  return { docs: (await getNewsList({ kind: 2 }, 1, 20)).list };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: 'Tutorial', description: 'From sign-up to a running cloud server: the steps on Lanyun Cloud.' });
}

const STEPS = [
  { title: 'Create an account', text: 'Sign up with your e-mail address.', href: '/login?tp=2', cta: 'Create an account' },
  { title: 'Verify your identity', text: 'Complete real-name verification; reviews finish within one working day.', href: '/user/auth', cta: 'Real-name verification' },
  { title: 'Top up your wallet', text: 'Online top-ups from 10 yuan by WeChat Pay or Alipay, or a bank transfer.', href: '/user/basic', cta: 'Account' },
  { title: 'Launch a server', text: 'Choose a region, image and configuration; connect over SSH in a minute.', href: '/ecs', cta: 'Cloud servers' },
];

export default function TutorialRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Tutorial" subtitle="Everything you need to go from a new account to a running server." />
      <Section title="Getting started in four steps">
        <ol className="grid gap-6 md:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-line p-6">
              <span className="text-sm font-semibold text-brand-600">Step {i + 1}</span>
              <h3 className="mt-2 font-semibold text-ink">{s.title}</h3>
              <p className="mt-2 text-sm text-ink-soft">{s.text}</p>
              <UiLink href={s.href} className="mt-3 inline-block text-sm text-brand-600 hover:underline">
                {s.cta} →
              </UiLink>
            </li>
          ))}
        </ol>
      </Section>
      <div className="bg-surface">
        <Section title="Guides">
          <div className="rounded-xl bg-white px-6 shadow-sm">
            <NewsList items={d.docs} emptyText="Guides are being written." />
          </div>
        </Section>
      </div>
    </>
  );
}

/** /tutorial: getting-started steps plus the product documents (type 2) from the API. */
import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/tutorial';
import { metaTranslator, seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getNewsList } from '../features/content/api/content.server';
import { NewsList } from '../features/content/components/news-list';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  return { docs: (await getNewsList(request, { kind: 2 }, 1, 20)).list };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return seo(args, { title: t('footer.tutorial'), description: t('tutorial.description') });
}

/** The four getting-started steps; `key` names their texts in public.json `tutorial.steps.{key}` (title, text, cta). */
const STEPS = [
  { key: 'signup', href: '/login?tp=2' },
  { key: 'verify', href: '/user/auth' },
  { key: 'topUp', href: '/user/basic' },
  { key: 'launch', href: '/ecs' },
] as const;

/** Catalogue keys of each step's title, text and link text. */
const STEP_KEYS = {
  signup: {
    title: 'tutorial.steps.signup.title',
    text: 'tutorial.steps.signup.text',
    cta: 'tutorial.steps.signup.cta',
  },
  verify: {
    title: 'tutorial.steps.verify.title',
    text: 'tutorial.steps.verify.text',
    cta: 'tutorial.steps.verify.cta',
  },
  topUp: { title: 'tutorial.steps.topUp.title', text: 'tutorial.steps.topUp.text', cta: 'tutorial.steps.topUp.cta' },
  launch: {
    title: 'tutorial.steps.launch.title',
    text: 'tutorial.steps.launch.text',
    cta: 'tutorial.steps.launch.cta',
  },
} as const;

export default function TutorialRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('footer.tutorial')} subtitle={t('tutorial.subtitle')} />
      <Section title={t('tutorial.stepsTitle')}>
        <ol className="grid gap-6 md:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.key} className="rounded-xl border border-line p-6">
              <span className="text-sm font-semibold text-brand-600">{t('tutorial.step', { n: i + 1 })}</span>
              <h3 className="mt-2 font-semibold text-ink">{t(STEP_KEYS[s.key].title)}</h3>
              <p className="mt-2 text-sm text-ink-soft">{t(STEP_KEYS[s.key].text)}</p>
              <UiLink href={s.href} className="mt-3 inline-block text-sm text-brand-600 hover:underline">
                {t(STEP_KEYS[s.key].cta)} →
              </UiLink>
            </li>
          ))}
        </ol>
      </Section>
      <div className="bg-surface">
        <Section title={t('tutorial.guides')}>
          <div className="rounded-xl bg-white px-6 shadow-sm">
            <NewsList items={d.docs} emptyText={t('tutorial.guidesEmpty')} />
          </div>
        </Section>
      </div>
    </>
  );
}

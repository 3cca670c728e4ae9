/**
 * /resource: resources hub — links to documentation classes (from /v1/get_news_class_list), tutorial, downloads and
 * the IP intelligence site (through /sso/start, so a logged-in visitor arrives logged in there). (The
 * resource-library calls of spec §7 are not in the API yet.)
 */
import { useTranslation } from '@lanyun/i18n/react';
import { useRouteLoaderData } from 'react-router';
import { UiLink } from '@lanyun/ui/link';
import { sisterPageHref } from '@lanyun/site-kit/sso-links';
import type { Route } from './+types/resource';
import { metaTranslator, seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getNewsClasses } from '../features/content/api/content.server';
import type { RootData } from '../root-data';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  return { classes: await getNewsClasses(request) };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return seo(args, { title: t('footer.resources'), description: t('resource.description') });
}

export default function ResourceRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const cards = [
    { title: t('footer.tutorial'), text: t('resource.cards.tutorial'), href: '/tutorial' },
    { title: t('nav.downloads'), text: t('resource.cards.downloads'), href: '/download' },
    { title: t('footer.notices'), text: t('resource.cards.notices'), href: '/notice' },
    {
      title: t('resource.cards.ipintelTitle'),
      text: t('resource.cards.ipintel'),
      href: sisterPageHref(root?.config.ipintelUrl ?? 'http://localhost:3100', '/'),
    },
  ];
  return (
    <>
      <PageHero title={t('footer.resources')} subtitle={t('resource.subtitle')} />
      <Section title={t('resource.docsTitle')}>
        {d.classes.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {d.classes.map((c) => (
              <UiLink
                key={c.id}
                href={`/news/${c.id}`}
                className="rounded-xl border border-line p-6 hover:border-brand-500 hover:shadow-md"
              >
                <span className="text-xs text-ink-muted">
                  {c.type === 2 ? t('resource.kindDocs') : t('news.kindNews')}
                </span>
                <h3 className="mt-1 font-semibold text-ink">{c.name}</h3>
              </UiLink>
            ))}
          </div>
        ) : (
          <p className="text-center text-ink-muted">{t('resource.noCategories')}</p>
        )}
      </Section>
      <div className="bg-surface">
        <Section title={t('resource.toolsTitle')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((c) => (
              <UiLink key={c.title} href={c.href} className="rounded-xl bg-white p-6 shadow-sm hover:shadow-md">
                <h3 className="font-semibold text-ink">{c.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{c.text}</p>
              </UiLink>
            ))}
          </div>
        </Section>
      </div>
    </>
  );
}

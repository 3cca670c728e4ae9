/**
 * /resource: resources hub — links to documentation classes (from /v1/get_news_class_list), tutorial, downloads and
 * the IP intelligence API. (The resource-library calls of spec §7 are not in the API yet.)
 */
import { useRouteLoaderData } from 'react-router';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/resource';
import { seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getNewsClasses } from '../features/content/api/content.server';
import type { RootData } from '../root-data';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader() {
  return { classes: await getNewsClasses() };
}

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: 'Resources', description: 'Guides, white papers and resources for building on Lanyun Cloud.' });
}

export default function ResourceRoute({ loaderData: d }: Route.ComponentProps) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const cards = [
    { title: 'Tutorial', text: 'Step-by-step: from sign-up to your first server.', href: '/tutorial' },
    { title: 'Downloads', text: 'Cloud-phone clients and the lanyun-cli tool.', href: '/download' },
    { title: 'Notices', text: 'Maintenance windows and policy changes.', href: '/notice' },
    { title: 'IP Intelligence', text: 'Geolocation, proxy detection and ASN data for your apps.', href: root?.config.ipintelUrl ?? 'http://localhost:3100' },
  ];
  return (
    <>
      <PageHero title="Resources" subtitle="Documentation, guides, tools and data to get the most from Lanyun Cloud." />
      <Section title="Documentation and articles">
        {d.classes.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {d.classes.map((c) => (
              <UiLink key={c.id} href={`/news/${c.id}`} className="rounded-xl border border-line p-6 hover:border-brand-500 hover:shadow-md">
                <span className="text-xs text-ink-muted">{c.type === 2 ? 'Documents' : 'News'}</span>
                <h3 className="mt-1 font-semibold text-ink">{c.name}</h3>
              </UiLink>
            ))}
          </div>
        ) : (
          <p className="text-center text-ink-muted">No categories yet.</p>
        )}
      </Section>
      <div className="bg-surface">
        <Section title="Guides and tools">
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

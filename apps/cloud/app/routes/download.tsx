/** /download: client downloads from /v1/download_list with version, size and SHA-256. */
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { formatBytes } from '@lanyun/ui/format';
import type { Route } from './+types/download';
import { metaTranslator, seo } from '../lib/seo';
import { PageHero, Section } from '../components/page-hero';
import { getDownloads } from '../features/products/api/products.server';
import { publicConfig } from '../lib/env.server';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export async function loader({ request }: Route.LoaderArgs) {
  // Relative download URLs are served by the API host.
  const base = publicConfig().apiUrl;
  const downloads = (await getDownloads(request)).map((d) => ({
    ...d,
    href: /^https?:\/\//.test(d.url) ? d.url : `${base}${d.url}`,
  }));
  return { downloads };
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args);
  return seo(args, { title: t('nav.downloads'), description: t('download.description') });
}

export default function DownloadRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('nav.downloads')} subtitle={t('download.subtitle')} />
      <Section>
        {d.downloads.length ? (
          <div className="grid gap-5 md:grid-cols-2">
            {d.downloads.map((item) => (
              <article key={item.id} className="flex flex-col rounded-xl border border-line p-6">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h2 className="font-semibold text-ink" lang={item.lang}>
                      {item.name}
                    </h2>
                    <p className="mt-1 text-sm text-ink-soft">
                      {t('download.meta', {
                        platform: item.platform,
                        version: item.version,
                        size: formatBytes(item.size_bytes),
                      })}
                    </p>
                  </div>
                  <span className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{item.platform}</span>
                </div>
                <p className="mt-3 text-[11px] break-all text-ink-muted">
                  {t('download.checksum')} <code className="font-mono">{item.sha256}</code>
                </p>
                <a href={item.href} className={buttonClass('primary', 'md', 'mt-5 self-start')} download>
                  {t('download.button', { platform: item.platform })}
                </a>
              </article>
            ))}
          </div>
        ) : (
          <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">{t('download.empty')}</p>
        )}
      </Section>
    </>
  );
}

import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { compactNumber, utcDate, type DatabaseFacts } from '../api/facts';

/**
 * Home banner: the product claim, the two main actions, and four figures read from data — address ranges and named
 * networks of the database in use, the date of DB-IP's data in it (UTC; the source's own date, with the build date
 * under it and a mark when the data is older than the stale limit), and the Free plan's monthly quota from the
 * plans table. A figure the API could not give shows "—".
 */
export function Hero({
  signupHref,
  facts,
  freeQuota,
}: {
  signupHref: string;
  facts: DatabaseFacts | null;
  freeQuota: number | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const ranges = facts?.ipv4_ranges != null && facts.ipv6_ranges != null ? facts.ipv4_ranges + facts.ipv6_ranges : null;
  const dbip = facts?.sources.find((s) => s.id === 'dbip-city') ?? null;
  const built = utcDate(facts?.build_time ?? null);
  const stats: Array<[string, string, string]> = [
    ['ranges', compactNumber(ranges, lang) ?? t('hero.unknown'), t('hero.ranges')],
    ['asns', compactNumber(facts?.asns ?? null, lang) ?? t('hero.unknown'), t('hero.asns')],
    ['built', dbip?.date ?? t('hero.unknown'), t('hero.built')],
    ['free', freeQuota === null ? t('hero.unknown') : new Intl.NumberFormat(lang).format(freeQuota), t('hero.free')],
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-[#0f1b33] pt-16 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 lg:grid-cols-[1.2fr_1fr] lg:px-6">
        <div className="min-w-0">
          <p className="text-sm font-medium tracking-wide text-brand-200 uppercase">Lanyun IP Intelligence</p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold md:text-5xl">{t('hero.title')}</h1>
          <p className="mt-5 max-w-xl text-lg text-white/80">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#lookup" className={buttonClass('light', 'lg')}>
              {t('hero.try')}
            </a>
            <UiLink href={signupHref} className={buttonClass('outline-light', 'lg')}>
              {t('hero.getKey')}
            </UiLink>
          </div>
        </div>
        <dl className="grid min-w-0 grid-cols-2 gap-4">
          {stats.map(([id, value, label]) => (
            <div key={id} className="min-w-0 rounded-xl bg-white/10 p-5 backdrop-blur" data-stat={id}>
              <dt className="sr-only">{label}</dt>
              <dd className="text-2xl font-semibold break-words">{value}</dd>
              <dd className="mt-1 text-sm text-white/70">{label}</dd>
              {id === 'built' && dbip?.stale ? (
                <dd className="mt-1 text-xs font-medium text-amber-300" data-testid="data-stale">
                  {t('hero.stale', { days: 45 })}
                </dd>
              ) : null}
              {id === 'built' && built ? (
                <dd className="mt-1 text-xs text-white/60" data-testid="data-built">
                  {t('hero.builtOn', { date: built })}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

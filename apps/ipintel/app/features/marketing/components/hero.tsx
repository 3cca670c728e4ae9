import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';

/** Home banner: the product claim (spec §9: under 40 ms, 99.99% SLA, frequent updates) and the two main actions. */
export function Hero({ signupHref }: { signupHref: string }) {
  const { t } = useTranslation();
  const stats = [
    [t('hero.latencyValue'), t('hero.latency')],
    [t('hero.slaValue'), t('hero.sla')],
    [t('hero.updatesValue'), t('hero.updates')],
    [t('hero.freeValue'), t('hero.free')],
  ];
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-[#0f1b33] pt-16 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 lg:grid-cols-[1.2fr_1fr] lg:px-6">
        <div>
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
        <dl className="grid grid-cols-2 gap-4">
          {stats.map(([value, label]) => (
            <div key={label} className="rounded-xl bg-white/10 p-5 backdrop-blur">
              <dt className="sr-only">{label}</dt>
              <dd className="text-2xl font-semibold">{value}</dd>
              <dd className="mt-1 text-sm text-white/70">{label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

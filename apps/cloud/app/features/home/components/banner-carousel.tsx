import { useEffect, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { UiLink } from '@lanyun/ui/link';
import type { Banner } from '../../content/api/content.server';

/** Rotation interval of the home banners, in milliseconds. */
export const BANNER_INTERVAL_MS = 6000;

/** The banner shown when the API has none; title and subtitle are catalogue keys (public.json `home.banner`). */
const FALLBACK: Banner[] = [
  {
    id: 0,
    title: 'home.banner.title',
    subtitle: 'home.banner.subtitle',
    link: '/ecs',
    image_url: null,
    bg_color: '#0b3d91',
  } as Banner,
];

/**
 * Home hero: banners from /v1/banner_list rotating every 6 s (pauses on hover), with dots to pick one.
 * The first banner is rendered on the server; rotation starts after hydration.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const slides = banners.length ? banners : FALLBACK.map((b) => ({ ...b, title: t(b.title), subtitle: t(b.subtitle) }));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      className="relative overflow-hidden"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {slides.map((banner, i) => (
        <div
          key={banner.id}
          aria-hidden={i !== index}
          className={cn(
            'transition-opacity duration-700',
            i === index ? 'relative opacity-100' : 'pointer-events-none absolute inset-0 opacity-0',
          )}
          style={{
            background: banner.image_url
              ? `center / cover no-repeat url(${JSON.stringify(banner.image_url)}), ${banner.bg_color}`
              : `linear-gradient(115deg, ${banner.bg_color} 0%, #0f1b33 95%)`,
          }}
        >
          <div className="mx-auto flex min-h-[460px] max-w-7xl flex-col justify-center px-4 pt-16 pb-14 text-white lg:px-6">
            {/* One <h1> per page: the first slide's title; the others are second-level headings. */}
            {i === 0 ? (
              <h1 className="max-w-3xl text-4xl leading-tight font-semibold md:text-5xl">{banner.title}</h1>
            ) : (
              <h2 className="max-w-3xl text-4xl leading-tight font-semibold md:text-5xl">{banner.title}</h2>
            )}
            <p className="mt-4 max-w-2xl text-lg text-white/80">{banner.subtitle}</p>
            <div className="mt-8 flex gap-3">
              <UiLink
                href={banner.link || '/ecs'}
                className={buttonClass('light', 'lg')}
                tabIndex={i === index ? 0 : -1}
              >
                {t('home.banner.learnMore')}
                <span className="sr-only">: {banner.title}</span>
              </UiLink>
            </div>
          </div>
        </div>
      ))}
      {slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-6 flex justify-center gap-2">
          {slides.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              aria-label={t('home.banner.showSlide', { n: i + 1, title: banner.title })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className={cn(
                'h-1.5 rounded-full transition-all',
                i === index ? 'w-8 bg-white' : 'w-4 bg-white/40 hover:bg-white/70',
              )}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * Page banner under the fixed header: title, optional subtitle and actions on a brand gradient.
 * Adds the top padding the fixed 64 px header needs.
 */
export function PageHero({
  title,
  subtitle,
  children,
  accent = '#1d56f5',
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  accent?: string;
}) {
  return (
    <section
      className="relative overflow-hidden pt-16 text-white"
      style={{ background: `linear-gradient(120deg, ${accent} 0%, #0f1b33 100%)` }}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-base text-white/80">{subtitle}</p> : null}
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

/** A centred content section with an optional heading. */
export function Section({
  title,
  subtitle,
  children,
  className = '',
}: {
  title?: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`mx-auto max-w-7xl px-4 py-14 lg:px-6 ${className}`}>
      {title ? (
        <div className="mb-8 text-center">
          <h2 className="text-2xl font-semibold text-ink md:text-3xl">{title}</h2>
          {subtitle ? <p className="mt-2 text-ink-soft">{subtitle}</p> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

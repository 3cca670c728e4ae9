import type { ReactNode } from 'react';
import { cn } from '@lanyun/ui/cn';

/** One option of a {@link ChoiceGroup}. */
export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** Second line under the label (e.g. "2 vCPU · 8 GiB"). */
  detail?: ReactNode;
  disabled?: boolean;
}

/**
 * A row of option cards that behaves as a radio group (the big clouds' configurator buttons): `role="radiogroup"`
 * named by `label`, each card a `role="radio"` with `aria-checked`, arrow keys not needed since every card is a
 * button in the tab order.
 */
export function ChoiceGroup<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  className,
  size = 'md',
}: {
  label: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <div role="radiogroup" aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {choices.map((c) => {
        const checked = c.value === value;
        return (
          <button
            key={String(c.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={c.disabled}
            onClick={() => onChange(c.value)}
            className={cn(
              'rounded-md border text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-50',
              size === 'sm' ? 'px-3 py-1.5' : 'min-w-28 px-4 py-2',
              checked
                ? 'border-brand-600 bg-brand-50 text-brand-700 ring-1 ring-brand-600'
                : 'border-line bg-white text-ink hover:border-brand-300',
            )}
          >
            <span className="block font-medium">{c.label}</span>
            {c.detail ? <span className="mt-0.5 block text-xs text-ink-muted">{c.detail}</span> : null}
          </button>
        );
      })}
    </div>
  );
}

/** A configurator step: a label column and the controls beside it. */
export function Step({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section
      aria-label={title}
      id={id}
      className="grid gap-3 border-b border-line py-5 last:border-b-0 md:grid-cols-[140px_1fr]"
    >
      <h3 className="pt-2 text-sm font-medium text-ink-soft">{title}</h3>
      <div className="min-w-0 space-y-3">{children}</div>
    </section>
  );
}

/**
 * The structured sections of a solution page (one language): the intro, the challenges and the steps of the approach
 * ({title, text} each), and the recommended products ({name, link, size}), with rows to add, move and remove. "JSON"
 * shows the same value as text for pasting or bulk edits; text that is not a JSON object stays in the JSON view until
 * it is. The value is JSON text in the form; the API validates it on save and names a wrong field
 * (e.g. "sections.challenges.0.title: Required").
 */
import { useState } from 'react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Field, FieldShell, inputClass } from '@lanyun/ui/field';
import { useTranslation } from '@lanyun/i18n/react';
import {
  emptySections,
  parseSections,
  stringifySections,
  type SectionPoint,
  type SectionProduct,
  type Sections,
} from '../solution-sections';

/** Props of {@link SectionsField}. */
export interface SectionsFieldProps {
  label: string;
  /** JSON text ('' = none yet). */
  value: string;
  onChange: (v: string) => void;
  /** JSON text of the other language, offered as a starting point when this one is empty (for translating). */
  copyFrom?: string;
}

const area = (rows: number) => ({ rows, className: cn(inputClass(false), 'h-auto py-2') });

/** The texts of one list of titled paragraphs (challenges or steps); `n` is the row's number from 1. */
interface PointLabels {
  heading: string;
  title: (n: number) => string;
  text: (n: number) => string;
  /** The row as named in "Move … up" / "Remove …". */
  row: (n: number) => string;
  add: string;
}

/** Structured editor of one language's solution page sections (JSON text in `value`), with a JSON view. */
export function SectionsField({ label, value, onChange, copyFrom }: SectionsFieldProps) {
  const { t } = useTranslation();
  const parsed = parseSections(value);
  const jsonError = parsed.ok
    ? undefined
    : parsed.error.kind === 'syntax'
      ? t('sections.invalidJson', { detail: parsed.error.detail })
      : t('sections.notObject');
  const challenges: PointLabels = {
    heading: t('sections.challenges'),
    title: (n) => t('sections.challenge.title', { n }),
    text: (n) => t('sections.challenge.text', { n }),
    row: (n) => t('sections.challenge.row', { n }),
    add: t('sections.challenge.add'),
  };
  const steps: PointLabels = {
    heading: t('sections.approach'),
    title: (n) => t('sections.step.title', { n }),
    text: (n) => t('sections.step.text', { n }),
    row: (n) => t('sections.step.row', { n }),
    add: t('sections.step.add'),
  };
  // The JSON view stays open while typing in it (also once the text becomes valid), until "Edit as form".
  const [asJson, setAsJson] = useState(!parsed.ok);
  const showJson = asJson || !parsed.ok;
  const s: Sections | null = parsed.ok ? parsed.value : null;
  const update = (next: Sections) => onChange(stringifySections(next));

  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-medium text-ink">{label}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
        <Button size="sm" variant="ghost" disabled={!parsed.ok} onClick={() => setAsJson((v) => !v)}>
          {showJson ? t('sections.editAsForm') : t('sections.editAsJson')}
        </Button>
      </div>
      {showJson ? (
        <FieldShell label={t('sections.asJson', { label })} hint={t('sections.jsonHint')} error={jsonError}>
          {(c) => (
            <textarea
              {...c}
              rows={16}
              value={value}
              onChange={(e) => {
                setAsJson(true);
                onChange(e.target.value);
              }}
              className={cn(inputClass(!parsed.ok), 'h-auto py-2 font-mono text-xs')}
            />
          )}
        </FieldShell>
      ) : s === null ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
          <span>{t('sections.none')}</span>
          <Button size="sm" variant="outline" onClick={() => update(emptySections())}>
            {t('sections.startEmpty')}
          </Button>
          {copyFrom && parseSections(copyFrom).ok && copyFrom.trim() ? (
            <Button size="sm" variant="outline" onClick={() => onChange(copyFrom)}>
              {t('sections.copyOther')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <FieldShell label={t('sections.intro')} hint={t('sections.introHint')}>
            {(c) => (
              <textarea {...c} {...area(3)} value={s.intro} onChange={(e) => update({ ...s, intro: e.target.value })} />
            )}
          </FieldShell>
          <PointList
            labels={challenges}
            points={s.challenges}
            onChange={(challenges) => update({ ...s, challenges })}
          />
          <PointList labels={steps} points={s.approach} onChange={(approach) => update({ ...s, approach })} />
          <ProductList products={s.products} onChange={(products) => update({ ...s, products })} />
        </div>
      )}
    </fieldset>
  );
}

/** Move item `i` of `list` by `by` places (−1 up, +1 down). */
function move<T>(list: T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

function RowActions({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <Button
        size="sm"
        variant="ghost"
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={t('sections.moveUp', { name })}
      >
        ↑
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={t('sections.moveDown', { name })}
      >
        ↓
      </Button>
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t('sections.removeRow', { name })}>
        {t('sections.remove')}
      </Button>
    </div>
  );
}

function PointList({
  labels,
  points,
  onChange,
}: {
  labels: PointLabels;
  points: SectionPoint[];
  onChange: (p: SectionPoint[]) => void;
}) {
  const set = (i: number, patch: Partial<SectionPoint>) =>
    onChange(points.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  return (
    <section aria-label={labels.heading} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">{labels.heading}</h3>
      {points.map((p, i) => (
        <div key={i} className="grid gap-2 rounded-md bg-surface p-3 md:grid-cols-[1fr_2fr_auto]">
          <Field label={labels.title(i + 1)} value={p.title} onChange={(e) => set(i, { title: e.target.value })} />
          <FieldShell label={labels.text(i + 1)}>
            {(c) => <textarea {...c} {...area(2)} value={p.text} onChange={(e) => set(i, { text: e.target.value })} />}
          </FieldShell>
          <RowActions
            name={labels.row(i + 1)}
            index={i}
            count={points.length}
            onMove={(by) => onChange(move(points, i, by))}
            onRemove={() => onChange(points.filter((_, k) => k !== i))}
          />
        </div>
      ))}
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={points.length >= 6}
          onClick={() => onChange([...points, { title: '', text: '' }])}
        >
          {labels.add}
        </Button>
      </div>
    </section>
  );
}

function ProductList({ products, onChange }: { products: SectionProduct[]; onChange: (p: SectionProduct[]) => void }) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<SectionProduct>) =>
    onChange(products.map((p, k) => (k === i ? { ...p, ...patch } : p)));
  return (
    <section aria-label={t('sections.products')} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-ink">{t('sections.products')}</h3>
      {products.map((p, i) => (
        <div key={i} className="grid gap-2 rounded-md bg-surface p-3 md:grid-cols-[1fr_1fr_1fr_auto]">
          <Field
            label={t('sections.product.name', { n: i + 1 })}
            value={p.name}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <Field
            label={t('sections.product.link', { n: i + 1 })}
            hint={t('sections.product.linkHint')}
            value={p.href}
            onChange={(e) => set(i, { href: e.target.value })}
          />
          <Field
            label={t('sections.product.size', { n: i + 1 })}
            hint={t('sections.product.sizeHint')}
            value={p.spec}
            onChange={(e) => set(i, { spec: e.target.value })}
          />
          <RowActions
            name={t('sections.product.row', { n: i + 1 })}
            index={i}
            count={products.length}
            onMove={(by) => onChange(move(products, i, by))}
            onRemove={() => onChange(products.filter((_, k) => k !== i))}
          />
        </div>
      ))}
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={products.length >= 6}
          onClick={() => onChange([...products, { name: '', href: '/', spec: '' }])}
        >
          {t('sections.product.add')}
        </Button>
      </div>
    </section>
  );
}

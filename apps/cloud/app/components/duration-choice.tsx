/**
 * The "duration" choice of the renewal and trial-conversion dialogs: the durations an order may take (from the API,
 * with their discount), or the query's error with a retry. `onChange` gets the months picked.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { QueryError } from '@lanyun/ui/query-error';
import { discountLabel } from '../lib/discount';
import { ChoiceGroup } from './choice-group';

/** One duration offered: months, its label in the page's language, and its price as a percentage of the full one. */
export type DurationOption = { months: number; label: string; price_pct: number };

export function DurationChoice({
  durations,
  label,
  months,
  onChange,
}: {
  durations: UseQueryResult<DurationOption[]>;
  label: string;
  months: number;
  onChange: (months: number) => void;
}) {
  const { t } = useTranslation();
  if (durations.isError) return <QueryError query={durations} title={label} />;
  return (
    <ChoiceGroup
      label={label}
      size="sm"
      choices={(durations.data ?? []).map((d) => ({
        value: d.months,
        label: d.label,
        detail: d.price_pct < 100 ? discountLabel(d.price_pct, t) : undefined,
      }))}
      value={months}
      onChange={onChange}
    />
  );
}

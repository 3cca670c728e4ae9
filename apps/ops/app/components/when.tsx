/**
 * A time as the console shows it: "YYYY-MM-DD HH:mm" in China Standard Time (UTC+8, the provider's zone, as every
 * console date), in a `<time>` element carrying the instant; the zone is named in the column header
 * ({@link zonedHeader}) and in the tooltip. Missing times show "-".
 */
import { useTranslation } from '@lanyun/i18n/react';
import { formatDate } from '@lanyun/ui/format';
import type { Translate } from '../lib/i18n';

/** See the module docstring; `at` is unix seconds. */
export function When({ at }: { at: number | null | undefined }) {
  const { t } = useTranslation();
  if (!at) return <>-</>;
  return (
    <time dateTime={new Date(at * 1000).toISOString()} title={t('common.zone')} className="whitespace-nowrap">
      {formatDate(at, 'YYYY-MM-DD HH:mm')}
    </time>
  );
}

/** A time column's header with its zone, e.g. "Signed up (UTC+8)", in the language of `t`. */
export function zonedHeader(label: string, t: Translate): string {
  return t('common.zoned', { label });
}

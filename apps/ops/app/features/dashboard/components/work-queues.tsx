/** The dashboard's cards: for each queue the role may see, the number of pending items and a link to the page. */
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';
import { formatNumber } from '@lanyun/ui/format';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY, WORK_QUEUES } from '../api/dashboard';

export function WorkQueues() {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const queues = WORK_QUEUES.filter((q) => can(q.section));
  const counts = useQueries({
    queries: queues.map((q) => ({ queryKey: [...DASHBOARD_KEY, q.id], queryFn: () => q.count(api), staleTime: 0 })),
  });
  if (queues.length === 0) return <p className="text-ink-soft">{t('dashboard.none')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {queues.map((q, i) => {
        const n = counts[i]?.data;
        const loading = counts[i]?.isLoading;
        const label = t(q.labelKey);
        return (
          <li key={q.id}>
            <UiLink href={q.href} className="block rounded-lg border border-line bg-white p-5 hover:border-brand-400">
              {/* The tile is named by what it shows, the count then the queue (WCAG 2.5.3 label in name); while the
                  count loads or failed, the dash is read as "loading" / "unknown". */}
              <p className="text-3xl font-semibold text-ink" data-testid={`queue-${q.id}`}>
                {typeof n === 'number' ? (
                  formatNumber(n)
                ) : (
                  <>
                    <span aria-hidden="true">{loading ? '…' : '–'}</span>
                    <span className="sr-only">{loading ? t('dashboard.loading') : t('dashboard.unknown')}</span>
                  </>
                )}
              </p>
              <p className="mt-1 text-sm text-ink-soft">{label}</p>
            </UiLink>
          </li>
        );
      })}
    </ul>
  );
}

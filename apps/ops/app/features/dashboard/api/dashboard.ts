/**
 * The dashboard's counts of pending work: one small list call per queue (page_size 1, reading `total`), only for
 * the queues the operator's role may see. A queue whose call fails shows no number rather than a wrong one.
 */
import type { ApiClient } from '@lanyun/api-sdk';
import type { Section } from '../../auth/roles';

/** react-query key prefix of the counts (invalidate after any decision). */
export const DASHBOARD_KEY = ['ops', 'dashboard'] as const;

/** A queue of pending work shown on the dashboard. */
export interface WorkQueue {
  id: string;
  /** Message key of the queue's name. */
  labelKey: string;
  href: string;
  section: Section;
  /** The number of pending items; null when unknown. */
  count: (api: ApiClient) => Promise<number | null>;
}

type Totalled = { code: number; data: unknown };
const total = (res: Totalled): number | null => {
  const t = res.code === 200 ? (res.data as { total?: unknown } | null)?.total : undefined;
  return typeof t === 'number' ? t : null;
};

/** The queues, in display order. */
export const WORK_QUEUES: readonly WorkQueue[] = [
  {
    id: 'real-name',
    labelKey: 'dashboard.queues.realName',
    href: '/real-name',
    section: 'real-name',
    count: async (api) => total(await api.call('/ops/real_name/list', { status: 1, page: 1, page_size: 1 })),
  },
  {
    id: 'trials',
    labelKey: 'dashboard.queues.trials',
    href: '/trials',
    section: 'trials',
    count: async (api) => total(await api.call('/ops/trial/list', { status: 1, page: 1, page_size: 1 })),
  },
  {
    id: 'tickets',
    labelKey: 'dashboard.queues.tickets',
    href: '/tickets?status=1',
    section: 'tickets',
    count: async (api) => total(await api.call('/ops/tickets/list', { status: 1, page: 1, page_size: 1 })),
  },
  {
    id: 'feedback',
    labelKey: 'dashboard.queues.feedback',
    href: '/feedback',
    section: 'feedback',
    count: async (api) => total(await api.call('/ops/feedback/list', { status: 1, page: 1, page_size: 1 })),
  },
  {
    id: 'bank-transfers',
    labelKey: 'dashboard.queues.bankTransfers',
    href: '/bank-transfers',
    section: 'bank-transfers',
    count: async (api) => total(await api.call('/ops/bank_transfer/list', { status: 1, page: 1, page_size: 1 })),
  },
];

/**
 * The IP database behind the IP lookups (admin, on the catalog page): which build the API answers from, since when,
 * and the snapshots on disk; "Use this snapshot" switches the API to another one without a restart
 * (/ops/ipdb/status, /ops/ipdb/swap; audited).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryData, type DataOf } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';
import { DataTable, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { useOps } from '../../auth/ops-session';

type Snapshot = DataOf<'/ops/ipdb/status'>['snapshots'][number];
const KEY = ['ops', 'ipdb'] as const;

export function IpdbPanel() {
  const { t } = useTranslation();
  const { api } = useOps();
  const queryClient = useQueryClient();
  const [swapTo, setSwapTo] = useState<Snapshot | null>(null);
  const status = useQuery({
    queryKey: KEY,
    queryFn: () => queryData(api, '/ops/ipdb/status'),
    staleTime: 0,
  });
  const s = status.data;
  const columns: Column<Snapshot>[] = [
    { header: t('ipdb.version'), cell: (x) => <code className="text-xs">{x.version}</code> },
    { header: t('common.created'), cell: (x) => formatDate(x.created_at, 'YYYY-MM-DD HH:mm') },
    { header: t('ipdb.files'), cell: (x) => x.files },
    {
      header: t('common.actions'),
      cell: (x) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setSwapTo(x)}
          aria-label={t('ipdb.useOf', { version: x.version })}
        >
          {t('ipdb.use')}
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="ipdb-heading" className="mt-10">
      <h2 id="ipdb-heading" className="mb-1 font-semibold">
        {t('ipdb.heading')}
      </h2>
      <p className="mb-3 text-sm text-ink-soft">
        {s ? (
          <>
            {t('ipdb.status')}{' '}
            <strong>
              <code>{s.status}</code>
            </strong>
            {s.build_time ? t('ipdb.built', { time: s.build_time }) : ''}
            {s.since ? t('ipdb.since', { date: formatDate(s.since, 'YYYY-MM-DD HH:mm') }) : ''}
          </>
        ) : status.isLoading ? (
          t('common.loading')
        ) : (
          t('ipdb.unavailable')
        )}
      </p>
      <DataTable
        caption={t('ipdb.caption')}
        columns={columns}
        rows={s?.snapshots}
        rowKey={(x) => x.version}
        loading={status.isLoading}
        empty={t('ipdb.empty')}
        failure={status.isError ? status : undefined}
      />
      <DecisionDialog
        open={swapTo !== null}
        onOpenChange={(open) => !open && setSwapTo(null)}
        title={t('ipdb.swapTitle')}
        description={swapTo ? t('ipdb.swapDescription', { version: swapTo.version }) : undefined}
        confirmLabel={t('ipdb.swap')}
        onConfirm={async () => {
          const res = await api.call('/ops/ipdb/swap', { version: swapTo!.version });
          if (res.code !== 200) return false;
          toast.success(successMessage(res.msg, t('ipdb.swapped')));
          await queryClient.invalidateQueries({ queryKey: KEY });
          return true;
        }}
      />
    </section>
  );
}

/**
 * The cost center's invoices (`/invoice/list`, `/invoice/request`, `/invoice/file/:id`; keys cost-1-1 to see,
 * cost-2-2 to request): what may still be invoiced (cash paid for products, not yet invoiced — computed by the
 * server), a request form (增值税普通发票 / 专用发票; the special one needs bank, account, address and phone) and the
 * requests with their status, the rejection reason, and the issued PDF to download. Amounts are yuan strings.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Field } from '@lanyun/ui/field';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { isValidTaxNumber } from '@lanyun/validators/tax-number';
import { COST_PAGE_SIZE } from '../hooks/use-cost-center';
import { CostSection, CostTable, filterControl, td, type CostColumn } from './cost-table';

const KEY = ['wallet', 'invoices'] as const;
const TONE: Record<string, string> = {
  pending: 'bg-warning/10 text-warning-strong',
  issued: 'bg-success/10 text-success',
  rejected: 'bg-danger/10 text-danger-strong',
};
const EMPTY = {
  kind: 'normal',
  title: '',
  tax_number: '',
  bank_name: '',
  bank_account: '',
  address: '',
  phone: '',
  amount: '',
};

/** Saves the issued invoice PDF of request `id` (through the site's /api proxy, like the ledger CSV). */
async function downloadInvoice(api: ApiClient, id: number, failed: string) {
  const res = await fetch(`${api.baseUrl.replace(/\/+$/, '')}/invoice/file/${id}`, { headers: { channel: 'pc' } });
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('pdf')) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    toast.warning(body?.msg || failed);
    return;
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = `invoice-${id}.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

/** The invoices section; `allowed` false (sub-account without cost-1-1) shows the no-permission note. */
export function InvoicesSection({ api, allowed }: { api: ApiClient; allowed: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const res = await api.call('/invoice/list', {});
      if (res.code !== 200 || !res.data) throw new Error(res.msg);
      return res.data;
    },
    enabled: allowed,
  });
  const submit = useMutation({
    mutationFn: async () => api.call('/invoice/request', { ...form, kind: form.kind as 'normal' | 'special' }),
    onSuccess: (res) => {
      if (res.code !== 200) return;
      toast.success(t('wallet.invoices.requested'));
      setForm(EMPTY);
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const special = form.kind === 'special';
  const taxError = touched && !isValidTaxNumber(form.tax_number) ? t('wallet.invoices.taxInvalid') : undefined;
  const required = (v: string) => (touched && v.trim() === '' ? t('wallet.invoices.required') : undefined);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const missing = [
      form.title,
      form.amount,
      ...(special ? [form.bank_name, form.bank_account, form.address, form.phone] : []),
    ];
    if (!isValidTaxNumber(form.tax_number) || missing.some((v) => v.trim() === '')) return;
    submit.mutate();
  };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const columns: readonly CostColumn[] = [
    { label: t('wallet.invoices.colKind') },
    { label: t('wallet.invoices.colTitle') },
    { label: t('wallet.invoices.colAmount'), align: 'right' },
    { label: t('wallet.invoices.colStatus') },
    { label: t('wallet.invoices.colCreated') },
    { label: t('wallet.invoices.colFile') },
  ];
  return (
    <CostSection title={t('wallet.invoices.title')} allowed={allowed}>
      {(headingId) => (
        <div className="space-y-4">
          {invoices.isError ? (
            <div role="alert" className="flex items-center gap-3 text-sm text-danger-strong">
              {t('wallet.invoices.loadFailed')}
              <Button size="sm" variant="outline" onClick={() => void invoices.refetch()}>
                {t('wallet.invoices.retry')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-ink-soft">
              {t('wallet.invoices.invoiceable', { amount: formatMoney(invoices.data?.invoiceable ?? '0.00') })}
            </p>
          )}
          <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
            <label className="flex flex-col gap-1 text-sm text-ink">
              {t('wallet.invoices.kind')}
              <select value={form.kind} onChange={set('kind')} className={filterControl}>
                <option value="normal">{t('wallet.invoices.kindNormal')}</option>
                <option value="special">{t('wallet.invoices.kindSpecial')}</option>
              </select>
            </label>
            <Field
              label={t('wallet.invoices.titleLabel')}
              required
              maxLength={100}
              value={form.title}
              onChange={set('title')}
              error={required(form.title)}
            />
            <Field
              label={t('wallet.invoices.taxNumber')}
              required
              maxLength={20}
              value={form.tax_number}
              onChange={set('tax_number')}
              error={taxError}
            />
            <Field
              label={t('wallet.invoices.amount')}
              required
              inputMode="decimal"
              value={form.amount}
              onChange={set('amount')}
              error={required(form.amount)}
            />
            {special && (
              <>
                <Field
                  label={t('wallet.invoices.bankName')}
                  required
                  maxLength={100}
                  value={form.bank_name}
                  onChange={set('bank_name')}
                  error={required(form.bank_name)}
                />
                <Field
                  label={t('wallet.invoices.bankAccount')}
                  required
                  maxLength={40}
                  value={form.bank_account}
                  onChange={set('bank_account')}
                  error={required(form.bank_account)}
                />
                <Field
                  label={t('wallet.invoices.address')}
                  required
                  maxLength={200}
                  value={form.address}
                  onChange={set('address')}
                  error={required(form.address)}
                />
                <Field
                  label={t('wallet.invoices.phone')}
                  required
                  maxLength={30}
                  value={form.phone}
                  onChange={set('phone')}
                  error={required(form.phone)}
                />
              </>
            )}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={submit.isPending}>
                {t('wallet.invoices.submit')}
              </Button>
            </div>
          </form>
          <CostTable
            labelledBy={headingId}
            columns={columns}
            rows={(invoices.data?.list ?? []).slice((page - 1) * COST_PAGE_SIZE, page * COST_PAGE_SIZE)}
            loading={invoices.isFetching}
            emptyText={t('wallet.invoices.empty')}
            pager={{ label: t('wallet.invoices.pages'), page, total: invoices.data?.list.length ?? 0, onPage: setPage }}
            renderRow={(i) => (
              <tr key={i.id}>
                <td className={td}>
                  {t(i.kind === 'special' ? 'wallet.invoices.kindSpecial' : 'wallet.invoices.kindNormal')}
                </td>
                <td className={td}>{i.title}</td>
                <td className={cn(td, 'text-right')}>{formatMoney(i.amount)}</td>
                <td className={td}>
                  <span className={cn('rounded px-2 py-0.5 text-xs', TONE[i.status])}>
                    {t(`wallet.invoices.status.${i.status}`)}
                  </span>
                  {i.reject_reason && <span className="ml-2 text-xs text-ink-muted">{i.reject_reason}</span>}
                </td>
                <td className={td}>{formatDate(i.created_at, 'YYYY-MM-DD HH:mm')}</td>
                <td className={td}>
                  {i.has_file && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void downloadInvoice(api, i.id, t('wallet.invoices.downloadFailed'))}
                    >
                      {t('wallet.invoices.download')}
                    </Button>
                  )}
                </td>
              </tr>
            )}
          />
        </div>
      )}
    </CostSection>
  );
}

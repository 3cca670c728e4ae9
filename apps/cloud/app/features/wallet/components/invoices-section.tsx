/**
 * The cost center's invoices (`/invoice/list`, `/invoice/request`, `/invoice/file/:id`; keys cost-1-1 to see,
 * cost-2-2 to request). Invoices are per order and carry the account's verified identity, which the customer cannot
 * type: a personally verified account gets electronic ordinary invoices (电子普通发票) in its real name without a tax
 * number; an enterprise one its company name and unified social credit code, ordinary or VAT special (the special
 * one adds bank, account, address and phone). The order picker shows what each order may still invoice (paid −
 * refunded − invoiced, computed by the server); the requests list shows each status, a voided request's reason (its
 * order was refunded), a red-letter reversal, and the issued PDF to download. Amounts are yuan strings.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Field } from '@lanyun/ui/field';
import { formatZoned, formatMoney } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { COST_PAGE_SIZE } from '../hooks/use-cost-center';
import { CostSection, CostTable, filterControl, td, type CostColumn } from './cost-table';

const KEY = ['wallet', 'invoices'] as const;
const TONE: Record<string, string> = {
  pending: 'bg-warning/10 text-warning-strong',
  issued: 'bg-success/10 text-success-strong',
  rejected: 'bg-danger/10 text-danger-strong',
  voided: 'bg-ink/5 text-ink-soft',
  reversal_pending: 'bg-warning/10 text-warning-strong',
  reversed: 'bg-ink/5 text-ink-soft',
};
const EMPTY = { order_num: '', kind: 'normal', bank_name: '', bank_account: '', address: '', phone: '' };
/** The catalogue key of a voided request's reason key (`invoice.void.refunded` → `wallet.invoices.voided.refunded`). */
const voidKey = (reason: string) => `wallet.invoices.voided.${reason.replace(/^invoice\.void\./, '')}`;

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
  const title = invoices.data?.title ?? null;
  const personal = title?.type === 'personal';
  const submit = useMutation({
    mutationFn: async () =>
      api.call('/invoice/request', { ...form, kind: (personal ? 'normal' : form.kind) as 'normal' | 'special' }),
    onSuccess: (res) => {
      if (res.code !== 200) return;
      toast.success(t('wallet.invoices.requested'));
      setForm(EMPTY);
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const special = !personal && form.kind === 'special';
  const required = (v: string) => (touched && v.trim() === '' ? t('wallet.invoices.required') : undefined);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    const missing = [form.order_num, ...(special ? [form.bank_name, form.bank_account, form.address, form.phone] : [])];
    if (missing.some((v) => v.trim() === '')) return;
    submit.mutate();
  };
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const kindName = (i: { title_type: string; kind: string }) =>
    t(
      i.title_type === 'personal'
        ? 'wallet.invoices.kindPersonal'
        : i.kind === 'special'
          ? 'wallet.invoices.kindSpecial'
          : 'wallet.invoices.kindNormal',
    );
  const columns: readonly CostColumn[] = [
    { label: t('wallet.invoices.colOrder') },
    { label: t('wallet.invoices.colKind') },
    { label: t('wallet.invoices.colTitle') },
    { label: t('wallet.invoices.colAmount'), align: 'right' },
    { label: t('wallet.invoices.colStatus') },
    { label: t('wallet.invoices.colCreated') },
    { label: t('wallet.invoices.colFile') },
  ];
  const orderError = required(form.order_num);
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
          {invoices.isSuccess && !title && (
            <p className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning-strong">
              {t('wallet.invoices.needVerification')}{' '}
              <a href="/user/auth" className="font-medium underline">
                {t('wallet.invoices.verifyLink')}
              </a>
            </p>
          )}
          {title && (
            <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <dl className="grid gap-1 text-sm sm:col-span-2">
                <div className="flex flex-wrap gap-x-2">
                  <dt className="text-ink-muted">{t('wallet.invoices.titleLabel')}</dt>
                  <dd className="font-medium text-ink" data-testid="invoice-title">
                    {title.name}
                    <span className="ml-2 text-xs text-ink-muted">
                      {t(personal ? 'wallet.invoices.titlePersonal' : 'wallet.invoices.titleEnterprise')}
                    </span>
                  </dd>
                </div>
                {title.tax_number && (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-ink-muted">{t('wallet.invoices.creditCode')}</dt>
                    <dd className="font-mono text-ink">{title.tax_number}</dd>
                  </div>
                )}
              </dl>
              <p className="-mt-2 text-xs text-ink-muted sm:col-span-2">{t('wallet.invoices.titleNote')}</p>
              <label className="flex min-w-0 flex-col gap-1 text-sm text-ink sm:col-span-2">
                {t('wallet.invoices.order')}
                <select
                  value={form.order_num}
                  onChange={set('order_num')}
                  className={cn(filterControl, 'w-full min-w-0')}
                  aria-invalid={orderError ? true : undefined}
                  aria-describedby={orderError ? `${headingId}-order-error` : undefined}
                >
                  <option value="">{t('wallet.invoices.orderPick')}</option>
                  {(invoices.data?.orders ?? []).map((o) => (
                    <option key={o.order_num} value={o.order_num}>
                      {o.fully_refunded
                        ? t('wallet.invoices.orderRefunded', { num: o.order_num, title: o.title })
                        : t('wallet.invoices.orderOption', {
                            num: o.order_num,
                            title: o.title,
                            amount: formatMoney(o.invoiceable),
                          })}
                    </option>
                  ))}
                </select>
                {orderError && (
                  <span id={`${headingId}-order-error`} className="text-xs text-danger-strong">
                    {orderError}
                  </span>
                )}
              </label>
              {personal ? (
                <p className="flex flex-col gap-1 text-sm text-ink">
                  <span>{t('wallet.invoices.kind')}</span>
                  <span className="font-medium">{t('wallet.invoices.kindPersonal')}</span>
                </p>
              ) : (
                <label className="flex flex-col gap-1 text-sm text-ink">
                  {t('wallet.invoices.kind')}
                  <select value={form.kind} onChange={set('kind')} className={filterControl}>
                    <option value="normal">{t('wallet.invoices.kindNormal')}</option>
                    <option value="special">{t('wallet.invoices.kindSpecial')}</option>
                  </select>
                </label>
              )}
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
          )}
          <CostTable
            labelledBy={headingId}
            columns={columns}
            rows={(invoices.data?.list ?? []).slice((page - 1) * COST_PAGE_SIZE, page * COST_PAGE_SIZE)}
            loading={invoices.isFetching}
            emptyText={t('wallet.invoices.empty')}
            pager={{ label: t('wallet.invoices.pages'), page, total: invoices.data?.list.length ?? 0, onPage: setPage }}
            renderRow={(i) => (
              <tr key={i.id}>
                <td className={cn(td, 'font-mono text-xs')}>{i.order_num ?? '—'}</td>
                <td className={td}>{kindName(i)}</td>
                <td className={td}>
                  {i.title}
                  {i.tax_number && <span className="block font-mono text-xs text-ink-muted">{i.tax_number}</span>}
                </td>
                <td className={cn(td, 'text-right')}>{formatMoney(i.amount)}</td>
                <td className={td}>
                  <span className={cn('rounded px-2 py-0.5 text-xs', TONE[i.status])}>
                    {t(`wallet.invoices.status.${i.status}`)}
                  </span>
                  {i.reject_reason && <span className="ml-2 text-xs text-ink-muted">{i.reject_reason}</span>}
                  {i.void_reason && <span className="ml-2 text-xs text-ink-muted">{t(voidKey(i.void_reason))}</span>}
                </td>
                <td className={td}>{formatZoned(i.created_at, 'YYYY-MM-DD HH:mm')}</td>
                <td className={td}>
                  {i.has_file && i.status === 'issued' && (
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

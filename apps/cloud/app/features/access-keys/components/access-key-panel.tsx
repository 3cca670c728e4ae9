/**
 * /user/access-keys: the user's AccessKeys for the public API and the `lanyun` CLI (/v1/access_key_*): key id, status,
 * description, source allow-list, creation and last use (time, address, call); create (at most two; a second-factor
 * code first when two-factor log-in is on, /secure/two_factor_step_up), the secret shown once in a dialog with copy,
 * disable / enable, and delete behind a confirmation. A key has exactly the permissions of the user who made it.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, FieldShell, inputClass } from '@lanyun/ui/field';
import { formatZoned } from '@lanyun/ui/format';
import { QueryError } from '@lanyun/ui/query-error';
import { toast } from '@lanyun/ui/toast';
import { ConfirmDialog } from '../../instances/components/confirm-dialog';
import { stepUpRequest } from '../../two-factor/api/two-factor';
import {
  ACCESS_KEYS,
  type AccessKey,
  createAccessKey,
  deleteAccessKey,
  fetchAccessKeys,
  MAX_ACCESS_KEYS,
  setAccessKeyStatus,
} from '../api/access-keys';
import { ScrollRegion } from '@lanyun/ui/scroll-region';
import { copyText } from '@lanyun/ui/copy';

const TH = 'px-3 py-2 font-medium';
const TD = 'px-3 py-3 align-top';

/** "Create AccessKey": description, allow-list, and the second-factor code when the API asks for one. */
function CreateKeyDialog({
  disabled,
  onCreated,
}: {
  disabled: boolean;
  onCreated: (k: AccessKey & { secret: string }) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [allowed, setAllowed] = useState('');
  const [code, setCode] = useState('');
  const [needCode, setNeedCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async () => {
      if (needCode) {
        const proved = await stepUpRequest(api, code.trim());
        if (proved === null) return { ok: false as const, msg: t('accessKeys.codeWrong') };
      }
      const res = await createAccessKey(api, { description, allowed_ips: allowed });
      if (res.code === 200 && res.data) return { ok: true as const, key: res.data };
      if ((res.data as { step_up?: boolean } | null)?.step_up) {
        setNeedCode(true);
        return { ok: false as const, msg: t('accessKeys.needCode') };
      }
      return { ok: false as const, msg: res.msg };
    },
    onSuccess: (r) => {
      if (!r.ok) return setError(r.msg);
      setOpen(false);
      setDescription('');
      setAllowed('');
      setCode('');
      setNeedCode(false);
      setError(null);
      onCreated(r.key);
    },
  });
  return (
    <>
      <Button size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        {t('accessKeys.create')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t('accessKeys.create')}</DialogTitle>
          <DialogDescription>{t('accessKeys.createHint')}</DialogDescription>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              create.mutate();
            }}
          >
            <Field
              label={t('accessKeys.description')}
              value={description}
              maxLength={100}
              onChange={(e) => setDescription(e.target.value)}
            />
            <FieldShell label={t('accessKeys.allowedIps')} hint={t('accessKeys.allowedIpsHint')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={allowed}
                  onChange={(e) => setAllowed(e.target.value)}
                  className={`${inputClass(false)} h-auto py-2 font-mono text-xs`}
                />
              )}
            </FieldShell>
            {needCode ? (
              <Field
                label={t('accessKeys.code')}
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={(e) => setCode(e.target.value)}
              />
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-danger-strong">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {t('accessKeys.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The new key's secret, shown once, with copy buttons. */
function SecretDialog({ created, onClose }: { created: (AccessKey & { secret: string }) | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The shared copy: a success or a failure toast, never "copied" for a copy the browser refused.
  const copy = (text: string) => copyText(text, t);
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{t('accessKeys.createdTitle')}</DialogTitle>
        <DialogDescription>{t('accessKeys.secretOnce')}</DialogDescription>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-ink-muted">AccessKey ID</dt>
            <dd className="flex items-center gap-2">
              <code data-testid="new-key-id" className="break-all font-mono">
                {created?.key_id}
              </code>
              <Button variant="ghost" size="sm" onClick={() => copy(created?.key_id ?? '')}>
                {t('accessKeys.copy')}
                <span className="sr-only"> AccessKey ID</span>
              </Button>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">AccessKey Secret</dt>
            <dd className="flex items-center gap-2">
              <code data-testid="new-key-secret" className="break-all font-mono">
                {created?.secret}
              </code>
              <Button variant="ghost" size="sm" onClick={() => copy(created?.secret ?? '')}>
                {t('accessKeys.copy')}
                <span className="sr-only"> AccessKey Secret</span>
              </Button>
            </dd>
          </div>
        </dl>
        <DialogFooter>
          <Button onClick={onClose}>{t('accessKeys.saved')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function AccessKeyPanel() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: ACCESS_KEYS.list, queryFn: () => fetchAccessKeys(api) });
  const [created, setCreated] = useState<(AccessKey & { secret: string }) | null>(null);
  const [deleting, setDeleting] = useState<AccessKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACCESS_KEYS.list });
  const toggle = useMutation({
    mutationFn: (k: AccessKey) => setAccessKeyStatus(api, k.key_id, k.status === 'active' ? 'disabled' : 'active'),
    onSuccess: async (res) => {
      if (res.code === 200) toast.success(res.msg);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (k: AccessKey) => deleteAccessKey(api, k.key_id),
    onSuccess: async (res) => {
      if (res.code !== 200) return;
      toast.success(res.msg);
      setDeleting(null);
      await refresh();
    },
  });
  const list = keys.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-ink-muted">{t('accessKeys.intro', { max: MAX_ACCESS_KEYS })}</p>
        <CreateKeyDialog
          disabled={!keys.isSuccess || list.length >= MAX_ACCESS_KEYS}
          onCreated={async (k) => {
            setCreated(k);
            await refresh();
          }}
        />
      </div>
      {keys.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('accessKeys.loading')}</p>
      ) : keys.isError ? (
        <QueryError query={keys} />
      ) : !list.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">
          {t('accessKeys.empty')}
        </p>
      ) : (
        <ScrollRegion label={t('accessKeys.table')} className="rounded-lg border border-line">
          <table className="w-full text-left text-sm" aria-label={t('accessKeys.table')}>
            <thead className="bg-surface text-ink-muted">
              <tr>
                <th className={TH}>AccessKey ID</th>
                <th className={TH}>{t('accessKeys.status')}</th>
                <th className={TH}>{t('accessKeys.description')}</th>
                <th className={TH}>{t('accessKeys.allowedIps')}</th>
                <th className={TH}>{t('accessKeys.created')}</th>
                <th className={TH}>{t('accessKeys.lastUsed')}</th>
                <th className={`${TH} text-right`}>{t('accessKeys.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.map((k) => (
                <tr key={k.key_id}>
                  <td className={`${TD} font-mono text-xs`}>{k.key_id}</td>
                  <td className={TD}>{t(k.status === 'active' ? 'accessKeys.active' : 'accessKeys.disabled')}</td>
                  <td className={TD}>{k.description || '—'}</td>
                  <td className={`${TD} font-mono text-xs`}>{k.allowed_ips.join(', ') || t('accessKeys.anywhere')}</td>
                  <td className={`${TD} whitespace-nowrap`}>{formatZoned(k.created_at, 'YYYY-MM-DD HH:mm')}</td>
                  <td className={TD}>
                    {k.last_used_at ? (
                      <>
                        <span className="whitespace-nowrap">{formatZoned(k.last_used_at, 'YYYY-MM-DD HH:mm')}</span>
                        <span className="block text-xs text-ink-muted">
                          {k.last_used_ip} · {k.last_used_call}
                        </span>
                      </>
                    ) : (
                      t('accessKeys.never')
                    )}
                  </td>
                  <td className={`${TD} whitespace-nowrap text-right`}>
                    <Button variant="ghost" size="sm" disabled={toggle.isPending} onClick={() => toggle.mutate(k)}>
                      {t(k.status === 'active' ? 'accessKeys.disable' : 'accessKeys.enable')}
                      <span className="sr-only"> {k.key_id}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(k)}>
                      {t('accessKeys.delete')}
                      <span className="sr-only"> {k.key_id}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('accessKeys.confirmTitle')}
        body={t('accessKeys.confirmBody', { id: deleting?.key_id ?? '' })}
        confirmLabel={t('accessKeys.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}

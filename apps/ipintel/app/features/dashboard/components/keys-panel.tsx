/**
 * API keys: create (named), rotate, revoke, and restrict to web origins (OriginsDialog). A new or rotated secret is
 * shown once in a dialog with a copy button; the list shows only each key's prefix, and its allowed origins ("Any
 * origin" when unrestricted). Sub-accounts without server-3-1 see a "no permission" state in place of the form and
 * the list (the server refuses both with 403; docs/permissions.md).
 */
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { copyText } from '@lanyun/ui/copy';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { inputClass } from '@lanyun/ui/field';
import { formatDay, formatTime } from '../../../lib/time';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { toast } from '@lanyun/ui/toast';
import { useSession } from '@lanyun/session/react';
import { AccountTable } from '../../../components/account-table';
import type { ApiKey } from '../api/account';
import { useKeys } from '../hooks/use-keys';
import { OriginsDialog } from './origins-dialog';
import { QueryError } from '@lanyun/ui/query-error';

/** The API keys card of the dashboard (see the module docstring). */
export function KeysPanel() {
  const manage = useSession().can('server-3-1');
  const { keys, loading, failure, create, rotate, revoke, updateOrigins, secret, clearSecret } = useKeys(manage);
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState<{ id: number; name: string } | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return toast.warning(t('keys.nameRequired'));
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label={t('keys.title')}>
      <h2 className="text-lg font-semibold text-ink">{t('keys.title')}</h2>
      <p className="mt-1 text-sm text-ink-soft">
        <Trans t={t} i18nKey="keys.intro" components={{ c: <code /> }} />
      </p>
      {manage ? (
        <form onSubmit={submit} className="mt-4 flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="key-name">
            {t('keys.nameLabel')}
          </label>
          <input
            id="key-name"
            className={`${inputClass()} max-w-xs`}
            placeholder={t('keys.namePlaceholder')}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={create.isPending}>
            {t('keys.create')}
          </Button>
        </form>
      ) : (
        <p
          role="status"
          className="mt-4 rounded-md bg-surface p-4 text-sm text-ink-muted"
          data-testid="keys-no-permission"
        >
          {noPermissionMessage(t)}
        </p>
      )}
      {manage && failure ? <QueryError query={failure} /> : null}
      {manage && !failure ? (
        <AccountTable
          columns={[
            { header: t('keys.name'), cell: (k) => k.name, className: 'text-ink' },
            { header: t('keys.key'), cell: (k) => `${k.prefix}…`, className: 'font-mono text-ink-soft' },
            { header: t('keys.created'), cell: (k) => formatDay(k.created_at), className: 'text-ink-soft' },
            {
              header: t('keys.origins'),
              cell: (k) =>
                k.allowed_origins.length === 0 ? (
                  t('keys.anyOrigin')
                ) : (
                  <ul className="font-mono text-xs text-ink">
                    {k.allowed_origins.map((o) => (
                      <li key={o}>{o}</li>
                    ))}
                  </ul>
                ),
              className: 'text-ink-soft',
            },
            {
              header: t('keys.lastUsed'),
              cell: (k) => (k.last_used_at ? formatTime(k.last_used_at) : t('keys.never')),
              className: 'text-ink-soft',
            },
            {
              header: t('keys.actions'),
              hideHeader: true,
              className: 'text-right whitespace-nowrap',
              cell: (k) =>
                manage ? (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(k)}
                      aria-label={t('keys.originsEditLabel', { name: k.name })}
                    >
                      {t('keys.originsEdit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => rotate.mutate({ id: k.id, name: k.name })}
                      aria-label={t('keys.rotateLabel', { name: k.name })}
                    >
                      {t('keys.rotate')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger-strong"
                      onClick={() => setConfirm({ id: k.id, name: k.name })}
                      aria-label={t('keys.revokeLabel', { name: k.name })}
                    >
                      {t('keys.revoke')}
                    </Button>
                  </>
                ) : null,
            },
          ]}
          rows={keys}
          rowKey={(k) => k.id}
          loading={loading}
          empty={t('keys.empty')}
        />
      ) : null}

      <Dialog open={secret !== null} onOpenChange={(o) => (o ? undefined : clearSecret())}>
        <DialogContent>
          <DialogTitle>{t('keys.secretTitle', { name: secret?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('keys.secretText')}</DialogDescription>
          <pre
            className="mt-4 overflow-x-auto rounded-md bg-surface p-3 font-mono text-sm text-ink"
            data-testid="new-key-secret"
          >
            {secret?.key}
          </pre>
          <DialogFooter>
            <Button variant="outline" onClick={() => void copyText(secret?.key ?? '', t)}>
              {t('keys.copy')}
            </Button>
            <Button onClick={clearSecret}>{t('keys.done')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <OriginsDialog
        key={editing?.id ?? 0}
        apiKey={editing}
        onClose={() => setEditing(null)}
        save={(id, origins) => updateOrigins.mutateAsync({ id, origins })}
        saving={updateOrigins.isPending}
      />

      <Dialog open={confirm !== null} onOpenChange={(o) => (o ? undefined : setConfirm(null))}>
        <DialogContent size="sm">
          <DialogTitle>{t('keys.revokeTitle', { name: confirm?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('keys.revokeText')}</DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              {t('keys.cancel')}
            </Button>
            <Button
              className="bg-danger-strong"
              onClick={() => {
                if (confirm) revoke.mutate(confirm.id);
                setConfirm(null);
              }}
            >
              {t('keys.revoke')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

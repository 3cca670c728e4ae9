/**
 * API keys: create (named), rotate, revoke. A new or rotated secret is shown once in a dialog with a copy button;
 * the list shows only each key's prefix.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '@lanyun/ui/button';
import { copyText, COPY_FAILED, COPY_SUCCEEDED } from '@lanyun/ui/copy';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { inputClass } from '@lanyun/ui/field';
import { formatDate } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { AccountTable } from '../../../components/account-table';
import { useKeys } from '../hooks/use-keys';

/** The API keys card of the dashboard (see the module docstring). */
export function KeysPanel() {
  const { keys, loading, create, rotate, revoke, secret, clearSecret } = useKeys();
  const [name, setName] = useState('');
  const [confirm, setConfirm] = useState<{ id: number; name: string } | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return toast.warning('Please name the key');
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-label="API keys">
      <h2 className="text-lg font-semibold text-ink">API keys</h2>
      <p className="mt-1 text-sm text-ink-soft">Send a key in the <code>x-api-key</code> header. Secrets are shown once, when created or rotated.</p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap gap-2">
        <label className="sr-only" htmlFor="key-name">
          Key name
        </label>
        <input id="key-name" className={`${inputClass()} max-w-xs`} placeholder="Key name, e.g. backend" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={create.isPending}>
          Create key
        </Button>
      </form>
      <AccountTable
        columns={[
          { header: 'Name', cell: (k) => k.name, className: 'text-ink' },
          { header: 'Key', cell: (k) => `${k.prefix}…`, className: 'font-mono text-ink-soft' },
          { header: 'Created', cell: (k) => formatDate(k.created_at), className: 'text-ink-soft' },
          { header: 'Last used', cell: (k) => (k.last_used_at ? formatDate(k.last_used_at, 'YYYY-MM-DD HH:mm') : 'never'), className: 'text-ink-soft' },
          {
            header: 'Actions',
            hideHeader: true,
            className: 'text-right whitespace-nowrap',
            cell: (k) => (
              <>
                <Button variant="ghost" size="sm" onClick={() => rotate.mutate({ id: k.id, name: k.name })} aria-label={`Rotate ${k.name}`}>
                  Rotate
                </Button>
                <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirm({ id: k.id, name: k.name })} aria-label={`Revoke ${k.name}`}>
                  Revoke
                </Button>
              </>
            ),
          },
        ]}
        rows={keys}
        rowKey={(k) => k.id}
        loading={loading}
        empty="No keys yet: create one to call the API."
      />

      <Dialog open={secret !== null} onOpenChange={(o) => (o ? undefined : clearSecret())}>
        <DialogContent>
          <DialogTitle>Your key “{secret?.name}”</DialogTitle>
          <DialogDescription>Copy it now: it is not shown again. Keep it on your server, never in a web page.</DialogDescription>
          <pre className="mt-4 overflow-x-auto rounded-md bg-surface p-3 font-mono text-sm text-ink" data-testid="new-key-secret">
            {secret?.key}
          </pre>
          <DialogFooter>
            <Button variant="outline" onClick={async () => toast.message((await copyText(secret?.key ?? '')) ? COPY_SUCCEEDED : COPY_FAILED)}>
              Copy
            </Button>
            <Button onClick={clearSecret}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={confirm !== null} onOpenChange={(o) => (o ? undefined : setConfirm(null))}>
        <DialogContent size="sm">
          <DialogTitle>Revoke “{confirm?.name}”?</DialogTitle>
          <DialogDescription>Calls with this key stop working at once.</DialogDescription>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              className="bg-danger"
              onClick={() => {
                if (confirm) revoke.mutate(confirm.id);
                setConfirm(null);
              }}
            >
              Revoke
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

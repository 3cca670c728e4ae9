import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, FieldShell, inputClass } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { useForm } from '../../../lib/use-form';
import { ECS_KEYS, addSshKey, type SshKey } from '../api/ecs-order';

/**
 * The key form: a name and an OpenSSH public key line (the API checks the key itself). Messages are catalogue keys
 * (public.json `order.key.msg`), translated by `useForm`.
 */
const keySchema = z.object({
  name: z.string().trim().min(1, 'order.key.msg.name').max(64, 'order.key.msg.nameLength'),
  public_key: z
    .string()
    .trim()
    .min(1, 'order.key.msg.publicKey')
    .regex(/^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521)) \S+/, 'order.key.msg.format'),
});

/**
 * "Add an SSH key": saves the key (/v1/ssh_secret_key_add), refreshes the account's key list and hands the new key to
 * `onAdded` (the configurator selects it; the /user/keys page needs only the refreshed list).
 */
export function AddKeyDialog({ onAdded }: { onAdded?: (key: SshKey) => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm(keySchema, { name: '', public_key: '' });
  const add = useMutation({ mutationFn: (v: z.infer<typeof keySchema>) => addSshKey(api, v.name, v.public_key) });
  const keyField = form.field('public_key');
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('order.key.add')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>{t('order.key.add')}</DialogTitle>
          <DialogDescription>{t('order.key.description')}</DialogDescription>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={form.handleSubmit(async (v) => {
              const res = await add.mutateAsync(v);
              if (res.code !== 200 || !res.data) return;
              toast.success(t('order.key.added'));
              await queryClient.invalidateQueries({ queryKey: ECS_KEYS.sshKeys });
              onAdded?.(res.data);
              form.reset();
              setOpen(false);
            })}
          >
            <Field label={t('order.key.name')} {...form.field('name')} />
            <FieldShell label={t('order.key.publicKey')} error={keyField.error}>
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={keyField.value}
                  onChange={(e) => form.setValues((v) => ({ ...v, public_key: e.target.value }))}
                  className={`${inputClass(Boolean(keyField.error))} h-auto py-2 font-mono text-xs`}
                />
              )}
            </FieldShell>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={form.pending}>
                {t('order.key.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

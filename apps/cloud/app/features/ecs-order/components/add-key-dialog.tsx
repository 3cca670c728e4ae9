import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, FieldShell, inputClass } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { useForm } from '../../../lib/use-form';
import { ECS_KEYS, addSshKey, type SshKey } from '../api/ecs-order';

/** The key form: a name and an OpenSSH public key line (the API checks the key itself). */
const keySchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name for the key').max(64, 'At most 64 characters'),
  public_key: z
    .string()
    .trim()
    .min(1, 'Please paste the public key')
    .regex(/^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521)) \S+/, 'Paste an OpenSSH public key, e.g. "ssh-ed25519 AAAA… you@host"'),
});

/** "Add a key" from the configurator: saves the key (/v1/ssh_secret_key_add) and hands it back to be chosen. */
export function AddKeyDialog({ onAdded }: { onAdded: (key: SshKey) => void }) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm(keySchema, { name: '', public_key: '' });
  const add = useMutation({ mutationFn: (v: z.infer<typeof keySchema>) => addSshKey(api, v.name, v.public_key) });
  const keyField = form.field('public_key');
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Add an SSH key
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Add an SSH key</DialogTitle>
          <DialogDescription>Paste the public key (the .pub file). The private key never leaves your computer.</DialogDescription>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={form.handleSubmit(async (v) => {
              const res = await add.mutateAsync(v);
              if (res.code !== 200 || !res.data) return;
              toast.success('Key added');
              await queryClient.invalidateQueries({ queryKey: ECS_KEYS.sshKeys });
              onAdded(res.data);
              form.reset();
              setOpen(false);
            })}
          >
            <Field label="Key name" {...form.field('name')} />
            <FieldShell label="Public key" error={keyField.error}>
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
                Cancel
              </Button>
              <Button type="submit" disabled={form.pending}>
                Add key
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

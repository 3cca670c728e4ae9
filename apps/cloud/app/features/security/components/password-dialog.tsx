import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import { CodeField } from '../../../components/code-field';
import { sendSmsCode } from '../../../lib/codes';
import { useForm } from '../../../lib/use-form';
import { changePasswordWithCode, changePasswordWithCurrent } from '../api/security';
import { phoneDisplay } from '../mask';
import { passwordPhoneSchema, passwordVerifySchema } from '../schemas';

const HINT = '8-32 characters with letters and digits';

function WithCurrent({ onDone }: { onDone: () => void }) {
  const { api } = useSession();
  const form = useForm(passwordVerifySchema, { old_password: '', password: '', confirm_password: '' });
  const submit = form.handleSubmit(async (data) => {
    if (await changePasswordWithCurrent(api, data)) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Current password" type="password" autoComplete="current-password" {...form.field('old_password')} />
      <Field label="New password" type="password" autoComplete="new-password" hint={HINT} {...form.field('password')} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm_password')} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}

function WithCode({ phone, onDone }: { phone: string; onDone: () => void }) {
  const { api } = useSession();
  const form = useForm(passwordPhoneSchema, { code: '', password: '', confirm_password: '' });
  const submit = form.handleSubmit(async (data) => {
    if (await changePasswordWithCode(api, data)) onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-soft">We will send a code to your phone {phoneDisplay(phone)}.</p>
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
        onSend={() => sendSmsCode(api, phone, 'verify')}
      />
      <Field label="New password" type="password" autoComplete="new-password" hint={HINT} {...form.field('password')} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm_password')} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}

/**
 * "Change password" dialog: tab "With current password" (/secure/user_update_password_verify) or, when a phone is
 * bound, "With SMS code" (/secure/user_update_password_phone, code purpose verify). Other sessions are logged out.
 */
export function PasswordDialog({ open, onOpenChange, phone }: { open: boolean; onOpenChange: (open: boolean) => void; phone: string | null }) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Change password</DialogTitle>
        <DialogDescription>Your other sessions are logged out after the change.</DialogDescription>
        <Tabs defaultValue="current" className="mt-4">
          <TabsList aria-label="How to confirm">
            <TabsTrigger value="current">With current password</TabsTrigger>
            <TabsTrigger value="sms" disabled={!phone} title={phone ? undefined : 'Bind a phone first'}>
              With SMS code
            </TabsTrigger>
          </TabsList>
          {phone ? null : <p className="mt-2 text-xs text-ink-muted">Bind a phone to change the password with an SMS code.</p>}
          <TabsContent value="current">
            <WithCurrent onDone={close} />
          </TabsContent>
          {phone ? (
            <TabsContent value="sms">
              <WithCode phone={phone} onDone={close} />
            </TabsContent>
          ) : null}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

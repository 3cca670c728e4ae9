import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_KEYS, useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { CodeField } from '../../../components/code-field';
import { sendSmsCode } from '../../../lib/codes';
import { phoneRule } from '../../../lib/form-rules';
import { useForm } from '../../../lib/use-form';
import { changePhone, verifyCurrentPhone } from '../api/security';
import { phoneDisplay } from '../mask';
import { phoneChangeSchema, phoneVerifySchema } from '../schemas';

/** Step 1: confirm the current phone with a code (purpose verify). */
function VerifyStep({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const { api } = useSession();
  const form = useForm(phoneVerifySchema, { code: '' });
  const submit = form.handleSubmit(async (data) => {
    if (await verifyCurrentPhone(api, data.code)) onVerified();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-ink-soft">Step 1 of 2: confirm your current phone {phoneDisplay(phone)}.</p>
      <CodeField value={form.values.code} error={form.errors.code} onChange={(code) => form.setValues({ code })} onSend={() => sendSmsCode(api, phone, 'verify')} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Checking…' : 'Next'}
      </Button>
    </form>
  );
}

/** Step 2 (or the only step when no phone is bound): the new phone and its code (purpose change_phone). */
function NewPhoneStep({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const form = useForm(phoneChangeSchema, { phone: '', code: '' });
  const send = async () => {
    const phone = form.checkField('phone', phoneRule);
    return phone === null ? null : sendSmsCode(api, phone, 'change_phone');
  };
  const submit = form.handleSubmit(async (data) => {
    const user = await changePhone(api, data);
    if (!user) return;
    queryClient.setQueryData(SESSION_KEYS.user, user);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {changing ? <p className="text-sm text-ink-soft">Step 2 of 2: enter the new phone number.</p> : null}
      <Field label="New phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="11-digit mobile number" {...form.field('phone')} />
      <CodeField value={form.values.code} error={form.errors.code} onChange={(code) => form.setValues((v) => ({ ...v, code }))} onSend={send} />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? 'Saving…' : changing ? 'Change phone' : 'Bind phone'}
      </Button>
    </form>
  );
}

function PhoneFlow({ phone, onDone }: { phone: string | null; onDone: () => void }) {
  const [verified, setVerified] = useState(false);
  if (phone && !verified) return <VerifyStep phone={phone} onVerified={() => setVerified(true)} />;
  return <NewPhoneStep changing={Boolean(phone)} onDone={onDone} />;
}

/**
 * "Bind phone" / "Change phone" dialog. With a bound phone: step 1 /secure/user_update_phone_verify (code to the
 * current phone, purpose verify), step 2 /secure/user_update_phone (code to the new phone, purpose change_phone).
 */
export function PhoneDialog({ open, onOpenChange, phone }: { open: boolean; onOpenChange: (open: boolean) => void; phone: string | null }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{phone ? 'Change phone' : 'Bind phone'}</DialogTitle>
        <DialogDescription>Codes are sent by SMS and stay valid for a few minutes.</DialogDescription>
        <PhoneFlow phone={phone} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

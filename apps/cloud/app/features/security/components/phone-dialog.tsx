import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
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
  const { t } = useTranslation();
  const { api } = useSession();
  const form = useForm(phoneVerifySchema, { code: '' });
  const submit = form.handleSubmit(async (data) => {
    if (await verifyCurrentPhone(api, data.code)) onVerified();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-ink-soft">
        {t('security.step1', { phone: phoneDisplay(phone, t('security.notBound')) })}
      </p>
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues({ code })}
        onSend={() => sendSmsCode(api, phone, 'verify')}
      />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('security.checking') : t('security.next')}
      </Button>
    </form>
  );
}

/** Step 2 (or the only step when no phone is bound): the new phone and its code (purpose change_phone). */
function NewPhoneStep({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const form = useForm(phoneChangeSchema, { phone: '', code: '' });
  const send = async () => {
    const phone = form.checkField('phone', phoneRule);
    return phone === null ? null : sendSmsCode(api, phone, 'change_phone');
  };
  const submit = form.handleSubmit(async (data) => {
    const user = await changePhone(api, data, t('security.phoneChanged'));
    if (!user) return;
    queryClient.setQueryData(SESSION_KEYS.user, user);
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {changing ? <p className="text-sm text-ink-soft">{t('security.step2')}</p> : null}
      <Field
        label={t('security.newPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('form.phonePlaceholder')}
        {...form.field('phone')}
      />
      <CodeField
        value={form.values.code}
        error={form.errors.code}
        onChange={(code) => form.setValues((v) => ({ ...v, code }))}
        onSend={send}
      />
      <Button type="submit" className="w-full" disabled={form.pending}>
        {form.pending ? t('form.saving') : changing ? t('security.changePhone') : t('security.bindPhone')}
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
export function PhoneDialog({
  open,
  onOpenChange,
  phone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  phone: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{phone ? t('security.changePhone') : t('security.bindPhone')}</DialogTitle>
        <DialogDescription>{t('security.phoneIntro')}</DialogDescription>
        <PhoneFlow phone={phone} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { useForm } from '../../../lib/use-form';
import { twoFactorCodeSchema } from '../schemas';

/**
 * One field for a code from the authenticator app (or a recovery code, when `recovery` is allowed) and a submit
 * button; `onCode` resolves to whether it was accepted (a refusal is already toasted and the field is cleared).
 */
export function CodeForm({
  submitLabel,
  pendingLabel,
  onCode,
  recovery = true,
  autoFocus = true,
}: {
  submitLabel: string;
  pendingLabel: string;
  onCode: (code: string) => Promise<boolean>;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm(twoFactorCodeSchema, { code: '' });
  const submit = form.handleSubmit(async (data) => {
    if (!(await onCode(data.code))) form.reset({ code: '' });
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={9}
        placeholder={recovery ? t('twoFactor.codeOrRecovery') : t('twoFactor.codePlaceholder')}
        autoFocus={autoFocus}
        {...form.field('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
        {form.pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

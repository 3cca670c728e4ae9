import { useTranslation } from '@lanyun/i18n/react';
import { FieldShell, inputClass } from '@lanyun/ui/field';
import { SendCodeButton } from '@lanyun/ui/send-code-button';

/**
 * "Verification code" input (6 digits) with its "Send code" button and 60 s resend countdown. `onSend` sends the
 * code and resolves like {@link SendCodeButton}'s `onSend` (seconds to wait, or null when nothing was sent).
 */
export function CodeField({
  value,
  onChange,
  onSend,
  error,
  label,
  sendLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => Promise<number | boolean | null>;
  error?: string | undefined;
  label?: string;
  sendLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <FieldShell label={label ?? t('common.code.label')} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('common.code.placeholder')}
            className={inputClass(Boolean(error))}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <SendCodeButton onSend={onSend} label={sendLabel ?? t('common.code.send')} />
        </div>
      )}
    </FieldShell>
  );
}

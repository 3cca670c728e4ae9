import { Trans, useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';

/**
 * The terms agreement checkbox ("I have read and agree to the Terms of Service and Privacy Policy", links open in a
 * new tab), with its error below. Creating an account needs it: the sign-up form and the phone log-in of a new number.
 */
export function AgreementCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-ink-soft">
        <input
          type="checkbox"
          name="agree"
          checked={checked}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 h-4 w-4 accent-brand-600"
        />
        <span>
          <Trans
            t={t}
            i18nKey="auth.agreement"
            components={{
              terms: <UiLink href="/agreement/service" target="_blank" className="text-brand-600 hover:underline" />,
              privacy: <UiLink href="/agreement/privacy" target="_blank" className="text-brand-600 hover:underline" />,
            }}
          />
        </span>
      </label>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-danger-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

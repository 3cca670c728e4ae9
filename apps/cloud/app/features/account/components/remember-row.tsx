import { useTranslation } from '@lanyun/i18n/react';

/** The row under the log-in forms (e-mail and phone): "Remember me for 30 days" and "Forgot password?". */
export function RememberRow({
  remember,
  onRemember,
  onForgot,
}: {
  remember: boolean;
  onRemember: (remember: boolean) => void;
  onForgot: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between text-sm">
      <label className="flex items-center gap-2 text-ink-soft">
        <input
          type="checkbox"
          checked={remember}
          onChange={(e) => onRemember(e.target.checked)}
          className="h-4 w-4 accent-brand-600"
        />
        {t('auth.remember')}
      </label>
      <button type="button" onClick={onForgot} className="text-brand-600 hover:underline">
        {t('auth.forgot')}
      </button>
    </div>
  );
}

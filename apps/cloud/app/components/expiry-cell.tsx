/**
 * The "Expires" cell of the instance and phone tables: the expiry date (spec §9: from seconds, YYYY-MM-DD) and the
 * auto-renew setting — a checkbox when `onToggle` is given (the user holds the product's renew key and the item's
 * state allows it), else the setting as text. Texts: account.json `renew.autoRenew*`.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { formatZoned } from '@lanyun/ui/format';

export function ExpiryCell({
  expiresAt,
  autoRenew,
  onToggle,
  testId,
}: {
  expiresAt: number;
  autoRenew: boolean;
  onToggle?: ((on: boolean) => void) | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p data-testid={testId}>{formatZoned(expiresAt, 'YYYY-MM-DD')}</p>
      {onToggle ? (
        <label className="mt-1 flex items-center gap-1.5 text-xs text-ink-muted">
          <input
            type="checkbox"
            className="h-3.5 w-3.5 accent-brand-600"
            checked={autoRenew}
            onChange={(e) => onToggle(e.target.checked)}
          />
          {t('renew.autoRenew')}
        </label>
      ) : (
        <p className="text-xs text-ink-muted">{autoRenew ? t('renew.autoRenewOn') : t('renew.autoRenewOff')}</p>
      )}
    </>
  );
}

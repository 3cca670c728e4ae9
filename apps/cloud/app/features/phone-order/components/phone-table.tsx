import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { ExpiryCell } from '../../../components/expiry-cell';
import type { Phone } from '../api/phone-order';
import { PHONE_MANAGE_KEY, PHONE_STATUS, availablePhoneActions, canTogglePhoneAutoRenew } from '../phone-status';

const th = 'whitespace-nowrap border-b border-line px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'border-b border-line px-3 py-3 align-top text-sm text-ink';

/**
 * The cloud-phone list: name and id (with the trial tag), status, package, region, expiry with auto-renew, and the
 * actions the state and the user's keys allow (open a running phone's screen at /user/phones/:id, renew, and for a trial phone before its trial ends the conversion to a
 * paid one: server-2-3 + cost-2-2; release and the auto-renew switch: server-2-3). Without `onAutoRenew` or the key
 * the auto-renew setting is only shown; without `onConvert` the conversion is not offered.
 */
export function PhoneTable({
  phones,
  can,
  onRenew,
  onRelease,
  onAutoRenew,
  onConvert,
}: {
  phones: Phone[];
  can: (key: string) => boolean;
  onRenew: (phone: Phone) => void;
  onRelease: (phone: Phone) => void;
  onAutoRenew?: (phone: Phone, on: boolean) => void;
  onConvert?: (phone: Phone) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] border-collapse" aria-label={t('phones.table')}>
        <thead>
          <tr>
            <th className={th}>{t('phones.col.phone')}</th>
            <th className={th}>{t('phones.col.status')}</th>
            <th className={th}>{t('phones.col.package')}</th>
            <th className={th}>{t('phones.col.region')}</th>
            <th className={th}>{t('phones.col.expires')}</th>
            <th className={`${th} text-right`}>{t('phones.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {phones.map((p) => (
            <tr key={p.phone_id} aria-label={p.name}>
              <td className={td}>
                <p className="font-medium">
                  <span translate="no">{p.name}</span>
                  {p.trial ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">
                      {t('phones.trial')}
                    </span>
                  ) : null}
                </p>
                <p className="font-mono text-xs text-ink-muted">{p.phone_id}</p>
              </td>
              <td className={td}>
                <span
                  data-testid="phone-status"
                  className={cn(
                    'whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
                    PHONE_STATUS[p.status].className,
                  )}
                >
                  {t(PHONE_STATUS[p.status].label)}
                </span>
                {p.status === 'failed' && p.fail_reason ? (
                  <p className="mt-1 text-xs text-ink-muted">{t('phones.refunded', { reason: p.fail_reason })}</p>
                ) : null}
              </td>
              <td className={td}>{p.package_name}</td>
              <td className={td}>{p.region_name}</td>
              <td className={td}>
                <ExpiryCell
                  expiresAt={p.expires_at}
                  autoRenew={p.auto_renew}
                  testId="phone-expires"
                  onToggle={
                    onAutoRenew && can(PHONE_MANAGE_KEY) && canTogglePhoneAutoRenew(p)
                      ? (on) => onAutoRenew(p, on)
                      : undefined
                  }
                />
              </td>
              <td className={`${td} text-right`}>
                <div className="flex flex-wrap justify-end gap-1">
                  {p.status === 'running' ? (
                    <UiLink
                      href={`/user/phones/${p.phone_id}`}
                      className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                      aria-label={`${t('phones.open')} ${p.name}`}
                    >
                      {t('phones.open')}
                    </UiLink>
                  ) : null}
                  {availablePhoneActions(p, can)
                    .filter((a) => a !== 'convert' || onConvert)
                    .map((a) =>
                      a === 'convert' ? (
                        <Button key={a} size="sm" variant="ghost" onClick={() => onConvert?.(p)}>
                          {t('phones.convert.verb')}
                        </Button>
                      ) : a === 'renew' ? (
                        <Button key={a} size="sm" variant="ghost" onClick={() => onRenew(p)}>
                          {t('phones.renew')}
                        </Button>
                      ) : (
                        <Button
                          key={a}
                          size="sm"
                          variant="ghost"
                          className="text-danger-strong"
                          onClick={() => onRelease(p)}
                        >
                          {t('phones.release.verb')}
                        </Button>
                      ),
                    )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

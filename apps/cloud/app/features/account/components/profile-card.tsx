import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { copyText } from '@lanyun/ui/copy';
import { formatBalance, formatZoned, formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { realNameStatusText } from '@lanyun/ui/real-name';
import type { User } from '@lanyun/session/session';

/**
 * /user/basic profile: display name, account ID (copy), e-mail, phone, balances (spec §3 display rules),
 * real-name status (spec §4 text), account type (main or sub-account by pid) and registration date.
 */
export function ProfileCard({ user, onTopUp }: { user: User; onTopUp: () => void }) {
  const { t } = useTranslation();
  const rows: Array<[string, React.ReactNode]> = [
    [t('profile.displayName'), user.name || user.user_name],
    [t('profile.username'), user.user_name],
    [
      t('profile.accountId'),
      <span className="inline-flex items-center gap-3" key="id">
        <span data-testid="profile-account-id">{user.id}</span>
        <button
          type="button"
          className="text-sm text-brand-600 hover:underline"
          onClick={() => void copyText(String(user.id), t)}
        >
          {t('profile.copy')}
        </button>
      </span>,
    ],
    [t('profile.email'), user.email ?? t('profile.notSet')],
    [t('profile.phone'), user.phone ?? t('profile.notSet')],
    [
      t('profile.realName'),
      <span className="inline-flex items-center gap-3" key="rn">
        <span data-testid="profile-real-name">{realNameStatusText(user, t)}</span>
        {user.authentication_status !== 2 ? (
          <UiLink href="/user/auth" className="text-sm text-brand-600 hover:underline">
            {t('profile.verifyNow')}
          </UiLink>
        ) : null}
      </span>,
    ],
    [t('profile.accountType'), user.pid ? t('profile.subAccountOf', { pid: user.pid }) : t('profile.mainAccount')],
    [t('profile.registered'), formatZoned(user.created_at, 'YYYY-MM-DD')],
  ];
  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-line p-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-sm text-ink-muted">{t('profile.totalBalance')}</h2>
            <p className="mt-1 text-3xl font-semibold text-ink" data-testid="profile-balance">
              {formatBalance(user)}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {t('profile.cashGift', { cash: formatMoney(user.balance), gift: formatMoney(user.give_balance) })}
            </p>
          </div>
          <Button onClick={onTopUp}>{t('profile.topUp')}</Button>
        </div>
      </section>
      <section className="rounded-xl border border-line p-6">
        <h2 className="mb-4 text-lg font-semibold text-ink">{t('profile.basicInfo')}</h2>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="text-sm text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

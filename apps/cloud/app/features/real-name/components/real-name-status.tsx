import { cn } from '@lanyun/ui/cn';
import { formatDate } from '@lanyun/ui/format';
import { realNameState, realNameStatusText } from '@lanyun/ui/real-name';
import { PERMISSIONS, isSubAccount } from '@lanyun/session/permissions';
import { useSession } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { NO_PERMISSION_MESSAGE } from '@lanyun/ui/recharge-rules';
import type { RealNameInfo } from '../api/real-name';
import { useRealNameInfo } from '../hooks/use-real-name';
import { RealNameForm } from './real-name-form';

const EXPLANATION = {
  unverified:
    'Real-name verification is required before you can top up your wallet or buy cloud servers and cloud phones. Personal accounts need a resident ID card; enterprise accounts need a business licence.',
  reviewing: 'Your documents have been received and are being reviewed. Reviews usually finish within one working day.',
  verified: 'Your identity is verified. You can top up, buy products and apply for the free trial.',
} as const;

/** The verification state to show: the /authentication/user_auth_info answer, else the profile fields. */
export function effectiveRealName(user: User, info: RealNameInfo | null | undefined): { status: number; type: number } {
  return info ? { status: info.status, type: info.type } : { status: user.authentication_status, type: user.authentication_type };
}

/** "Your last application was rejected: <reason>. Please correct it and submit again." */
export function rejectionText(reason: string | null | undefined): string {
  const r = reason?.trim();
  const because = r ? `: ${r}${/[.!?。]$/.test(r) ? '' : '.'}` : '.';
  return `Your last application was rejected${because} Please correct it and submit again.`;
}

function Details({ info }: { info: RealNameInfo }) {
  const rows: Array<[string, string | null]> =
    info.type === 2
      ? [
          ['Company name', info.company_name],
          ['Unified social credit code', info.credit_code],
        ]
      : [
          ['Real name', info.real_name],
          ['ID number', info.id_number],
        ];
  rows.push(['Submitted', info.submitted_at ? formatDate(info.submitted_at, 'YYYY-MM-DD HH:mm') : null]);
  rows.push(['Reviewed', info.reviewed_at ? formatDate(info.reviewed_at, 'YYYY-MM-DD HH:mm') : null]);
  const shown = rows.filter((r): r is [string, string] => Boolean(r[1]));
  if (!shown.length) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /user/auth: the current verification state (spec §4 status text, from /authentication/user_auth_info with the
 * profile as fallback), the masked details of the latest application, the rejection reason (status 3), and the
 * application form when status is 0 or 3. Sub-accounts see their main account's verification (with "user-2-1";
 * otherwise the no-permission message) and never the form: applying is for the main account.
 */
export function RealNameStatus({ user }: { user: User }) {
  const { can } = useSession();
  const info = useRealNameInfo();
  const sub = isSubAccount(user);
  if (sub && !can(PERMISSIONS.realName)) {
    return (
      <p role="status" className="rounded-lg bg-surface p-8 text-center text-ink-soft">
        {NO_PERMISSION_MESSAGE}
      </p>
    );
  }
  const { status, type } = effectiveRealName(user, info.data);
  const fields = { authentication_status: status, authentication_type: type };
  const state = realNameState(fields);
  const typeText = type === 1 ? 'Personal' : type === 2 ? 'Enterprise' : null;
  const rejected = status === 3;
  return (
    <div className="space-y-6">
      <section className="rounded-xl border border-line p-6">
        <h2 className="text-sm text-ink-muted">Verification status</h2>
        <p
          data-testid="real-name-status-page"
          className={cn(
            'mt-2 inline-block rounded-md px-3 py-1 text-lg font-semibold',
            state === 'verified' ? 'bg-success/10 text-success' : state === 'reviewing' ? 'bg-warning/10 text-warning' : 'bg-surface text-ink',
          )}
        >
          {realNameStatusText(fields)}
        </p>
        {typeText && status !== 0 ? <p className="mt-2 text-sm text-ink-muted">Verification type: {typeText}</p> : null}
        {rejected ? (
          <div role="status" className="mt-4 rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
            {rejectionText(info.data?.reject_reason)}
          </div>
        ) : null}
        <p className="mt-4 text-sm leading-relaxed text-ink-soft">{EXPLANATION[state]}</p>
        {info.data && status !== 0 ? <Details info={info.data} /> : null}
      </section>
      {sub ? (
        <p className="rounded-lg bg-surface p-4 text-sm text-ink-soft">Real-name verification is completed by the main account.</p>
      ) : status === 0 || rejected ? (
        <RealNameForm defaultType={type === 2 ? 2 : 1} />
      ) : null}
    </div>
  );
}

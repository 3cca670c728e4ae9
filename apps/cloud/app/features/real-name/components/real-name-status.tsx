import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { formatZoned } from '@lanyun/ui/format';
import { realNameState, realNameStatusText } from '@lanyun/ui/real-name';
import { PERMISSIONS, isSubAccount } from '@lanyun/session/permissions';
import { useSession } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import type { Translate } from '../../../lib/field-message';
import type { RealNameInfo } from '../api/real-name';
import { useRealNameInfo } from '../hooks/use-real-name';
import { LivenessStep } from './liveness-step';
import { RealNameForm } from './real-name-form';
import { QueryError } from '@lanyun/ui/query-error';

/** Catalogue keys of the explanation under the status, by state. */
const EXPLANATION = {
  unverified: 'realName.explain.unverified',
  reviewing: 'realName.explain.reviewing',
  verified: 'realName.explain.verified',
} as const;

/** The verification state to show: the /authentication/user_auth_info answer, else the profile fields. */
export function effectiveRealName(user: User, info: RealNameInfo | null | undefined): { status: number; type: number } {
  return info
    ? { status: info.status, type: info.type }
    : { status: user.authentication_status, type: user.authentication_type };
}

/**
 * "Your last application was rejected: <reason>. Please correct it and submit again." in the visitor's language;
 * the reason (as the reviewer wrote it) loses its closing punctuation, the message adds its own.
 */
export function rejectionText(t: Translate, reason: string | null | undefined): string {
  const r = reason?.trim().replace(/[.!?。！？]+$/u, '');
  return r ? t('realName.rejectedWithReason', { reason: r }) : t('realName.rejected');
}

function Details({ info }: { info: RealNameInfo }) {
  const { t } = useTranslation();
  // The applicant's own details (name, numbers) are shown as entered: user content, in whatever language they are.
  const rows: Array<[string, string | null, boolean]> =
    info.type === 2
      ? [
          [t('realName.companyName'), info.company_name, true],
          [t('realName.creditCode'), info.credit_code, true],
        ]
      : [
          [t('realName.realName'), info.real_name, true],
          [t('realName.idNumber'), info.id_number, true],
        ];
  rows.push([
    t('realName.submitted'),
    info.submitted_at ? formatZoned(info.submitted_at, 'YYYY-MM-DD HH:mm') : null,
    false,
  ]);
  rows.push([
    t('realName.reviewed'),
    info.reviewed_at ? formatZoned(info.reviewed_at, 'YYYY-MM-DD HH:mm') : null,
    false,
  ]);
  const shown = rows.filter((r): r is [string, string, boolean] => Boolean(r[1]));
  if (!shown.length) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {shown.map(([label, value, entered]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-ink" data-user-content={entered || undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /user/auth: the current verification state (spec §4 status text, from /authentication/user_auth_info with the
 * profile as fallback), the masked details of the latest application, the rejection reason (status 3), and the
 * application form when status is 0 or 3, and above them the face liveness step when the API asks for one
 * (liveness-step.tsx). Sub-accounts see their main account's verification (with "user-2-1";
 * otherwise the no-permission message) and never the form: applying is for the main account.
 */
export function RealNameStatus({ user }: { user: User }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const info = useRealNameInfo();
  const sub = isSubAccount(user);
  if (sub && !can(PERMISSIONS.realName)) {
    return (
      <p role="status" className="rounded-lg bg-surface p-8 text-center text-ink-soft">
        {noPermissionMessage(t)}
      </p>
    );
  }
  const { status, type } = effectiveRealName(user, info.data);
  const fields = { authentication_status: status, authentication_type: type };
  const state = realNameState(fields);
  const typeText = type === 1 ? t('realName.personal') : type === 2 ? t('realName.enterprise') : null;
  const rejected = status === 3;
  return (
    <div className="space-y-6">
      {sub ? null : <LivenessStep />}
      <section className="rounded-xl border border-line p-6">
        <h2 className="text-sm text-ink-muted">{t('realName.statusTitle')}</h2>
        <p
          data-testid="real-name-status-page"
          className={cn(
            'mt-2 inline-block rounded-md px-3 py-1 text-lg font-semibold',
            state === 'verified'
              ? 'bg-success/10 text-success-strong'
              : state === 'reviewing'
                ? 'bg-warning/10 text-warning-strong'
                : 'bg-surface text-ink',
          )}
        >
          {realNameStatusText(fields, t)}
        </p>
        {typeText && status !== 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('realName.typeLine', { type: typeText })}</p>
        ) : null}
        {rejected ? (
          <div
            role="status"
            className="mt-4 rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-danger-strong"
          >
            {rejectionText(t, info.data?.reject_reason)}
          </div>
        ) : null}
        <p className="mt-4 text-sm leading-relaxed text-ink-soft">{t(EXPLANATION[state])}</p>
        {info.isError ? <QueryError className="mt-4" query={info} title={t('realName.statusTitle')} /> : null}
        {info.data && status !== 0 ? <Details info={info.data} /> : null}
      </section>
      {sub ? (
        <p className="rounded-lg bg-surface p-4 text-sm text-ink-soft">{t('realName.byMain')}</p>
      ) : status === 0 || rejected ? (
        <RealNameForm defaultType={type === 2 ? 2 : 1} />
      ) : null}
    </div>
  );
}

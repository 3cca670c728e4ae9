/**
 * The application part of /trial, one view per state (see `trialView`): log in; sub-accounts ask their main account;
 * the real-name reminder; the form; "under review"; "approved" with the claim button (creates the trial phone);
 * "rejected" with the reason; "claimed" with a link to the phone list, where the trial phone can be converted to a paid
 * one before the trial ends.
 */
import { lazy, Suspense } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { formatZoned } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { toast } from '@lanyun/ui/toast';
import { TRIAL_KEY, applyTrial, claimTrial, fetchTrial } from '../api/trial';
import { trialView } from '../view';
import { QueryError } from '@lanyun/ui/query-error';

/** The form and its zod schema load only when the form is shown (most visitors first see the log-in prompt). */
const TrialForm = lazy(() => import('./trial-form').then((m) => ({ default: m.TrialForm })));

function Notice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div role="status" className="space-y-3">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The application panel of /trial for the visitor's state. `trialDays` (from /phone/trial_terms) is quoted in the
 * "approved" view; null leaves the number out.
 */
export function TrialPanel({
  packages,
  regions,
  trialDays = null,
}: {
  packages: Array<{ id: number; name: string }>;
  regions: Array<{ id: number; name: string }>;
  trialDays?: number | null;
}) {
  const { t } = useTranslation();
  const { api, user } = useSession();
  const queryClient = useQueryClient();
  const application = useQuery({ queryKey: TRIAL_KEY, queryFn: () => fetchTrial(api), enabled: Boolean(user) });
  const claim = useMutation({ mutationFn: () => claimTrial(api) });
  const view = trialView(user, application.data);

  if (user && application.isPending) return <p className="text-sm text-ink-muted">{t('trial.panel.loading')}</p>;
  if (user && application.isError) return <QueryError query={application} />;
  const a = application.data;
  switch (view) {
    case 'logged-out':
      return (
        <Notice title={t('trial.panel.logIn')}>
          <UiLink href="/login?tp=1&redirect=%2Ftrial" className={buttonClass('primary', 'lg')}>
            {t('trial.panel.logIn')}
          </UiLink>
        </Notice>
      );
    case 'sub-account':
      return <Notice title={t('trial.panel.subAccountTitle')}>{t('trial.panel.subAccountText')}</Notice>;
    case 'unverified':
      return (
        <Notice title={t('trial.panel.unverifiedTitle')}>
          <p className="text-ink-soft">{t('trial.panel.unverifiedText')}</p>
          <UiLink href="/user/auth" className={buttonClass('primary', 'md')}>
            {t('trial.panel.goVerify')}
          </UiLink>
        </Notice>
      );
    case 'review':
      return (
        <Notice title={t('trial.panel.reviewTitle')}>
          {t('trial.panel.reviewText', { date: formatZoned(a?.created_at, 'YYYY-MM-DD') })}
        </Notice>
      );
    case 'rejected':
      return (
        <Notice title={t('trial.panel.rejectedTitle')}>
          <p className="text-ink-soft">
            {a?.reject_reason ? t('trial.panel.reason', { reason: a.reject_reason }) : t('trial.panel.noReason')}
          </p>
          <p className="text-sm text-ink-muted">{t('trial.panel.rejectedText')}</p>
        </Notice>
      );
    case 'approved':
      return (
        <Notice title={t('trial.panel.approvedTitle')}>
          <p className="text-ink-soft">
            {trialDays ? t('trial.panel.approvedText', { days: trialDays }) : t('trial.panel.approvedTextAny')}
          </p>
          <Button
            size="lg"
            disabled={claim.isPending}
            onClick={async () => {
              const res = await claim.mutateAsync();
              if (res.code === 200) toast.success(t('trial.panel.claimed'));
              else toast.warning(res.msg);
              await queryClient.invalidateQueries({ queryKey: TRIAL_KEY });
            }}
          >
            {claim.isPending ? t('trial.panel.claiming') : t('trial.panel.claim')}
          </Button>
        </Notice>
      );
    case 'claimed':
      return (
        <Notice title={t('trial.panel.readyTitle')}>
          <p className="text-ink-soft">{t('trial.panel.convertHint')}</p>
          <UiLink href="/user/phones" className={buttonClass('primary', 'md')}>
            {t('trial.panel.openPhones')}
          </UiLink>
        </Notice>
      );
    case 'apply':
      return (
        <Suspense fallback={<p className="text-sm text-ink-muted">{t('trial.panel.loading')}</p>}>
          <TrialForm
            packages={packages}
            regions={regions}
            defaultName={user?.name ?? ''}
            onSubmit={async (form) => {
              const res = await applyTrial(api, form);
              if (res.code !== 200) {
                toast.warning(res.msg);
                return;
              }
              toast.success(t('trial.panel.submitted'));
              queryClient.setQueryData(TRIAL_KEY, res.data);
            }}
          />
        </Suspense>
      );
  }
}

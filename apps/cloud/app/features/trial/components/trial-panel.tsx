/**
 * The application part of /trial, one view per state (see `trialView`): log in; sub-accounts ask their main account;
 * the real-name reminder; the form; "under review"; "approved" with the claim button (creates the trial phone);
 * "rejected" with the reason; "claimed" with a link to the phone list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { toast } from '@lanyun/ui/toast';
import { TRIAL_KEY, applyTrial, claimTrial, fetchTrial } from '../api/trial';
import { trialView } from '../trial';
import { TrialForm } from './trial-form';

function Notice({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div role="status" className="space-y-3">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}

export function TrialPanel({ packages, regions }: { packages: Array<{ id: number; name: string }>; regions: Array<{ id: number; name: string }> }) {
  const { api, user } = useSession();
  const queryClient = useQueryClient();
  const application = useQuery({ queryKey: TRIAL_KEY, queryFn: () => fetchTrial(api), enabled: Boolean(user) });
  const claim = useMutation({ mutationFn: () => claimTrial(api) });
  const view = trialView(user, application.data);

  if (user && application.isPending) return <p className="text-sm text-ink-muted">Loading your application…</p>;
  const a = application.data;
  switch (view) {
    case 'logged-out':
      return (
        <Notice title="Log in to apply">
          <UiLink href="/login?tp=1&redirect=%2Ftrial" className={buttonClass('primary', 'lg')}>
            Log in to apply
          </UiLink>
        </Notice>
      );
    case 'sub-account':
      return <Notice title="Only the main account can apply">Trials are granted per account; ask the owner of your main account to apply.</Notice>;
    case 'unverified':
      return (
        <Notice title="Real-name verification first">
          <p className="text-ink-soft">Please complete real-name verification first, and it must pass review.</p>
          <UiLink href="/user/auth" className={buttonClass('primary', 'md')}>
            Go to real-name verification
          </UiLink>
        </Notice>
      );
    case 'review':
      return <Notice title="Your application is under review">Submitted {formatDate(a?.created_at)}. We review applications within one working day and send you a site message.</Notice>;
    case 'rejected':
      return (
        <Notice title="Your application was not approved">
          <p className="text-ink-soft">{a?.reject_reason ? `Reason: ${a.reject_reason}` : 'No reason was given.'}</p>
          <p className="text-sm text-ink-muted">Each account can apply once. You can still buy a cloud phone by the month.</p>
        </Notice>
      );
    case 'approved':
      return (
        <Notice title="Your trial is approved">
          <p className="text-ink-soft">Claim it now: a free cloud phone for 7 days is created in the region you chose.</p>
          <Button
            size="lg"
            disabled={claim.isPending}
            onClick={async () => {
              const res = await claim.mutateAsync();
              if (res.code === 200) toast.success('Your trial cloud phone is being created');
              else toast.warning(res.msg);
              await queryClient.invalidateQueries({ queryKey: TRIAL_KEY });
            }}
          >
            {claim.isPending ? 'Claiming…' : 'Claim the trial phone'}
          </Button>
        </Notice>
      );
    case 'claimed':
      return (
        <Notice title="Your trial phone is ready">
          <UiLink href="/user/phones" className={buttonClass('primary', 'md')}>
            Open my cloud phones
          </UiLink>
        </Notice>
      );
    case 'apply':
      return (
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
            toast.success('Application submitted; we review it within one working day');
            queryClient.setQueryData(TRIAL_KEY, res.data);
          }}
        />
      );
  }
}

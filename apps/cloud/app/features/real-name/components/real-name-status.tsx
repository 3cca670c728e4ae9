import { cn } from '@lanyun/ui/cn';
import { realNameState, realNameStatusText } from '@lanyun/ui/real-name';
import type { User } from '@lanyun/session/session';

const EXPLANATION = {
  unverified:
    'Real-name verification is required before you can top up your wallet or buy cloud servers and cloud phones. Personal accounts need a resident ID card; enterprise accounts need a business licence.',
  reviewing: 'Your documents have been received and are being reviewed. Reviews usually finish within one working day.',
  verified: 'Your identity is verified. You can top up, buy products and apply for the free trial.',
} as const;

/**
 * /user/auth status panel: the spec §4 status text, what it means, and the verification type.
 * (The verification form itself is a later issue.)
 */
export function RealNameStatus({ user }: { user: User }) {
  const state = realNameState(user);
  const type = user.authentication_type === 1 ? 'Personal' : user.authentication_type === 2 ? 'Enterprise' : null;
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
          {realNameStatusText(user)}
        </p>
        {type ? <p className="mt-2 text-sm text-ink-muted">Verification type: {type}</p> : null}
        <p className="mt-4 text-sm leading-relaxed text-ink-soft">{EXPLANATION[state]}</p>
      </section>
      {state === 'unverified' ? (
        <section className="rounded-xl border border-dashed border-line p-6">
          <h2 className="font-semibold text-ink">Submit verification</h2>
          <p className="mt-2 text-sm text-ink-soft">
            Online submission of personal and enterprise verification is being added. Meanwhile, contact support to
            verify your account.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div className="rounded-lg bg-surface p-4 text-sm">
              <p className="font-medium text-ink">Personal</p>
              <p className="mt-1 text-ink-soft">Legal name, resident ID number, photos of both sides of the ID card.</p>
            </div>
            <div className="rounded-lg bg-surface p-4 text-sm">
              <p className="font-medium text-ink">Enterprise</p>
              <p className="mt-1 text-ink-soft">Company name, unified social credit code, business licence photo.</p>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}

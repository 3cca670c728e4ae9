import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import type { RootData } from '../../../root-data';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** Which panel the log-in page shows: tp=1 log-in (e-mail, or phone with rect=phone), tp=2 sign-up (spec §2). */
export type AuthPanel = 'login' | 'phone' | 'signup';

/** Maps the /login query (tp, rect) to a panel; anything unknown is the log-in panel. */
export function authPanel(params: URLSearchParams): AuthPanel {
  if (params.get('tp') === '2') return 'signup';
  if (params.get('rect') === 'phone') return 'phone';
  return 'login';
}

function withQuery(base: Record<string, string>, redirect: string | null): string {
  const q = new URLSearchParams(base);
  if (redirect) q.set('redirect', redirect);
  return `/login?${q.toString()}`;
}

/** The log-in / sign-up card with tabs, the phone-log-in notice and the forgot-password dialog. */
export function AuthCard({ panel, redirect }: { panel: AuthPanel; redirect: string | null }) {
  const [forgotOpen, setForgotOpen] = useState(false);
  const root = useRouteLoaderData('root') as RootData | undefined;
  const tab = (active: boolean) =>
    cn('flex-1 border-b-2 pb-3 text-center text-base font-medium', active ? 'border-brand-600 text-brand-600' : 'border-transparent text-ink-muted hover:text-ink');
  const sub = (active: boolean) => cn('rounded-full px-3 py-1 text-sm', active ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:text-ink');
  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
      <div role="tablist" aria-label="Account" className="mb-6 flex gap-4 border-b border-line">
        <Link role="tab" aria-selected={panel !== 'signup'} to={withQuery({ tp: '1' }, redirect)} className={tab(panel !== 'signup')} replace>
          Log in
        </Link>
        <Link role="tab" aria-selected={panel === 'signup'} to={withQuery({ tp: '2' }, redirect)} className={tab(panel === 'signup')} replace>
          Sign up
        </Link>
      </div>
      {panel === 'signup' ? (
        <SignupForm />
      ) : (
        <>
          <div className="mb-5 flex gap-2" aria-label="Log-in method">
            <Link to={withQuery({ tp: '1' }, redirect)} className={sub(panel === 'login')} replace aria-current={panel === 'login' ? 'page' : undefined}>
              Email
            </Link>
            <Link
              to={withQuery({ tp: '1', rect: 'phone' }, redirect)}
              className={sub(panel === 'phone')}
              replace
              aria-current={panel === 'phone' ? 'page' : undefined}
            >
              Phone
            </Link>
          </div>
          {panel === 'phone' ? (
            <div className="rounded-lg bg-surface p-6 text-center">
              <h2 className="font-semibold text-ink">Phone log-in is coming soon</h2>
              <p className="mt-2 text-sm text-ink-soft">
                Logging in with a phone number and SMS code will be available shortly. Please log in with your e-mail for now.
              </p>
              <Link to={withQuery({ tp: '1' }, redirect)} replace className="mt-4 inline-block text-sm text-brand-600 hover:underline">
                Use e-mail instead
              </Link>
            </div>
          ) : (
            <LoginForm onForgot={() => setForgotOpen(true)} />
          )}
        </>
      )}
      <Dialog open={forgotOpen} onOpenChange={setForgotOpen}>
        <DialogContent size="sm">
          <DialogTitle>Forgot password</DialogTitle>
          <DialogDescription>
            Password reset by e-mail code is coming soon. Until then, contact support
            {root?.site ? ` at ${root.site.support_phone} or ${root.site.support_email}` : ''} and we will reset it for you.
          </DialogDescription>
        </DialogContent>
      </Dialog>
    </div>
  );
}

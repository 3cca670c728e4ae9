import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { cn } from '@lanyun/ui/cn';
import { CodeOutboxNote } from './code-outbox-note';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { PhoneLoginForm } from './phone-login-form';
import { PhoneSignupForm } from './phone-signup-form';
import { SignupForm } from './signup-form';

/**
 * Which panel the log-in page shows: tp=1 log-in (password with e-mail or phone, or SMS code with rect=phone), tp=2
 * sign-up (e-mail, or phone with rect=phone; spec §2), tp=3 forgot password (the spec's modalForget, as a linkable view).
 */
export type AuthPanel = 'login' | 'phone' | 'signup' | 'signup-phone' | 'forgot';

/** Maps the /login query (tp, rect) to a panel; anything unknown is the log-in panel. */
export function authPanel(params: URLSearchParams): AuthPanel {
  if (params.get('tp') === '2') return params.get('rect') === 'phone' ? 'signup-phone' : 'signup';
  if (params.get('tp') === '3') return 'forgot';
  if (params.get('rect') === 'phone') return 'phone';
  return 'login';
}

/** The /login URL for `base` query values, keeping `redirect`. */
export function loginHref(base: Record<string, string>, redirect: string | null): string {
  const q = new URLSearchParams(base);
  if (redirect) q.set('redirect', redirect);
  return `/login?${q.toString()}`;
}

/**
 * The log-in / sign-up card: tabs, e-mail or phone log-in, sign-up, and the forgot-password view; the panels that send
 * codes say where a development platform's codes are read ({@link CodeOutboxNote}).
 */
export function AuthCard({ panel, redirect }: { panel: AuthPanel; redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showForgot = () => navigate(loginHref({ tp: '3' }, redirect));
  const signingUp = panel === 'signup' || panel === 'signup-phone';
  const tab = (active: boolean) =>
    cn(
      'flex-1 border-b-2 pb-3 text-center text-base font-medium',
      active ? 'border-brand-600 text-brand-600' : 'border-transparent text-ink-muted hover:text-ink',
    );
  const sub = (active: boolean) =>
    cn('rounded-full px-3 py-1 text-sm', active ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:text-ink');

  if (panel === 'forgot') {
    return (
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <h2 className="text-xl font-semibold text-ink">{t('auth.forgotTitle')}</h2>
        <p className="mt-1 mb-6 text-sm text-ink-soft">{t('auth.forgotIntro')}</p>
        <ForgotPasswordForm onDone={() => navigate(loginHref({ tp: '1' }, redirect), { replace: true })} />
        <CodeOutboxNote />
        <p className="mt-5 text-center text-sm">
          <Link to={loginHref({ tp: '1' }, redirect)} className="text-brand-600 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl">
      <div role="tablist" aria-label={t('auth.tabsLabel')} className="mb-6 flex gap-4 border-b border-line">
        <Link
          role="tab"
          aria-selected={!signingUp}
          to={loginHref({ tp: '1' }, redirect)}
          className={tab(!signingUp)}
          replace
        >
          {t('auth.login')}
        </Link>
        <Link
          role="tab"
          aria-selected={signingUp}
          to={loginHref({ tp: '2' }, redirect)}
          className={tab(signingUp)}
          replace
        >
          {t('auth.signup')}
        </Link>
      </div>
      {signingUp ? (
        <div role="group" className="mb-5 flex gap-2" aria-label={t('auth.methodLabel')}>
          <Link
            to={loginHref({ tp: '2' }, redirect)}
            className={sub(panel === 'signup')}
            replace
            aria-current={panel === 'signup' ? 'page' : undefined}
          >
            {t('auth.signupEmail')}
          </Link>
          <Link
            to={loginHref({ tp: '2', rect: 'phone' }, redirect)}
            className={sub(panel === 'signup-phone')}
            replace
            aria-current={panel === 'signup-phone' ? 'page' : undefined}
          >
            {t('auth.signupPhone')}
          </Link>
        </div>
      ) : (
        <div role="group" className="mb-5 flex gap-2" aria-label={t('auth.methodLabel')}>
          <Link
            to={loginHref({ tp: '1' }, redirect)}
            className={sub(panel === 'login')}
            replace
            aria-current={panel === 'login' ? 'page' : undefined}
          >
            {t('auth.byPassword')}
          </Link>
          <Link
            to={loginHref({ tp: '1', rect: 'phone' }, redirect)}
            className={sub(panel === 'phone')}
            replace
            aria-current={panel === 'phone' ? 'page' : undefined}
          >
            {t('auth.bySms')}
          </Link>
        </div>
      )}
      {panel === 'signup' ? (
        <SignupForm />
      ) : panel === 'signup-phone' ? (
        <PhoneSignupForm />
      ) : panel === 'phone' ? (
        <PhoneLoginForm onForgot={showForgot} />
      ) : (
        <LoginForm onForgot={showForgot} />
      )}
      {panel === 'login' ? null : <CodeOutboxNote />}
    </div>
  );
}

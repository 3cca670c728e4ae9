/**
 * The operator log-in form, in two steps: e-mail and password, then the 6-digit code of the authenticator app; the
 * three go to the API in one call, so a successful log-in never counts as a failed attempt in the API's log-in
 * throttle (a call without the code would). A new operator without an authenticator yet logs in without a code and
 * is taken to the two-factor set-up. Errors (wrong password → back to the first step; wrong or reused code; too many
 * attempts) show under the form; the log-in calls go through a client without warning toasts (in the interface language). On success the
 * browser loads the page the operator came from (a full load, so the root loader sees the new cookie).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { createApiClient } from '@lanyun/api-sdk';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { useOps } from '../ops-session';
import { isCodeWellFormed, logIn, normalizeCode } from '../api/login';
import { safeRedirect } from '@lanyun/site-kit/safe-redirect';

export function LoginForm() {
  const { t } = useTranslation();
  const { api, lang } = useOps();
  const [quiet] = useState(() => createApiClient({ baseUrl: api.baseUrl, headers: { 'accept-language': lang } }));
  const [params] = useSearchParams();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The button answers only once React handles the form (after hydration): a click on the server-rendered page
  // would post the form natively and lose both steps.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const attempt = async (withCode: boolean) => {
    const typed = normalizeCode(code);
    if (withCode && !isCodeWellFormed(typed)) {
      setError(t('common.codeFormat'));
      return;
    }
    setBusy(true);
    setError(undefined);
    const res = await logIn(quiet, email.trim(), password, withCode ? typed : undefined);
    if (res.ok) {
      window.location.assign(res.totpEnabled ? safeRedirect(params.get('redirect')) : '/two-factor');
      return;
    }
    setBusy(false);
    setCode('');
    setError(res.msg);
    if (!res.totpRequired) setStep('password');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step === 'code') {
      void attempt(true);
      return;
    }
    if (!email.trim() || !password) {
      setError(t('login.missing'));
      return;
    }
    setError(undefined);
    setStep('code');
  };

  return (
    // method="post": a submit before the page has hydrated must never put the password into a URL (history, logs).
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {step === 'password' ? (
        <>
          <Field
            label={t('common.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-ink-soft">
            <Trans i18nKey="login.codePrompt" values={{ email: email.trim() }} components={{ strong: <strong /> }} />
          </p>
          <Field
            label={t('login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || !hydrated} className="mt-2 w-full">
        {step === 'password' ? t('login.continue') : t('login.submit')}
      </Button>
      {step === 'code' ? (
        <div className="flex justify-between text-sm">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setStep('password');
              setCode('');
              setError(undefined);
            }}
          >
            {t('login.back')}
          </Button>
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void attempt(false)}>
            {t('login.noAuthenticator')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

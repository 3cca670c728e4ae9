/**
 * Two-factor enrolment: "Show the QR code" asks the API for a new secret (/ops/totp/setup), shown as a QR code of
 * the otpauth URL and as text for manual entry; the first code from the app switches two-factor log-in on
 * (/ops/totp/enable), after which the console opens.
 */
import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { DataOf } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';
import { useOps } from '../ops-session';
import { isCodeWellFormed, normalizeCode } from '../api/login';

export function TwoFactorSetup() {
  const { t } = useTranslation();
  const { api, operator, logout } = useOps();
  const [setup, setSetup] = useState<DataOf<'/ops/totp/setup'> | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    const res = await api.call('/ops/totp/setup');
    setBusy(false);
    if (res.code === 200 && res.data) setSetup(res.data);
  };

  const enable = async (e: FormEvent) => {
    e.preventDefault();
    const typed = normalizeCode(code);
    if (!isCodeWellFormed(typed)) {
      setError(t('common.codeFormat'));
      return;
    }
    setBusy(true);
    setError(undefined);
    const res = await api.call('/ops/totp/enable', { code: typed });
    if (res.code === 200) {
      toast.success(successMessage(res.msg, t('twoFactor.enabled')));
      window.location.assign('/');
      return;
    }
    setBusy(false);
  };

  if (!setup) {
    return (
      <div className="flex flex-col gap-4 text-sm text-ink-soft">
        <p>{t('twoFactor.intro', { name: operator?.name ?? '' })}</p>
        <Button disabled={busy} onClick={() => void start()}>
          {t('twoFactor.show')}
        </Button>
        <Button variant="ghost" onClick={() => void logout()}>
          {t('layout.logout')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void enable(e)} noValidate className="flex flex-col gap-4 text-sm">
      <p className="text-ink-soft">{t('twoFactor.scan')}</p>
      <div className="flex justify-center rounded-md border border-line p-4">
        <QRCodeSVG value={setup.otpauth_url} size={176} title={t('twoFactor.qrTitle')} />
      </div>
      <p>
        {t('twoFactor.secret')}{' '}
        <code data-testid="totp-secret" className="font-mono break-all">
          {setup.secret}
        </code>
      </p>
      <Field
        label={t('twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t('twoFactor.enable')}
      </Button>
    </form>
  );
}

/**
 * Two-factor enrolment: "Show the QR code" asks the API for a new secret (/ops/totp/setup), shown as a QR code of
 * the otpauth URL and as text for manual entry; the first code from the app switches two-factor log-in on
 * (/ops/totp/enable), after which the console opens.
 */
import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { DataOf } from '@lanyun/api-sdk';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { successMessage } from '../../../lib/success-message';
import { useOps } from '../ops-session';
import { isCodeWellFormed, normalizeCode } from '../api/login';

export function TwoFactorSetup() {
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
      setError('The code has 6 digits');
      return;
    }
    setBusy(true);
    setError(undefined);
    const res = await api.call('/ops/totp/enable', { code: typed });
    if (res.code === 200) {
      toast.success(successMessage(res.msg, 'Two-factor log-in is on'));
      window.location.assign('/');
      return;
    }
    setBusy(false);
  };

  if (!setup) {
    return (
      <div className="flex flex-col gap-4 text-sm text-ink-soft">
        <p>
          {operator?.name}, every operator logs in with a password and a code from an authenticator app (Google Authenticator, Microsoft
          Authenticator, 1Password…). Set it up once to use the console.
        </p>
        <Button disabled={busy} onClick={() => void start()}>
          Show the QR code
        </Button>
        <Button variant="ghost" onClick={() => void logout()}>
          Log out
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void enable(e)} noValidate className="flex flex-col gap-4 text-sm">
      <p className="text-ink-soft">Scan the code with your authenticator app, or enter the secret by hand. It is shown only now.</p>
      <div className="flex justify-center rounded-md border border-line p-4">
        <QRCodeSVG value={setup.otpauth_url} size={176} title="Authenticator QR code" />
      </div>
      <p>
        Secret: <code data-testid="totp-secret" className="font-mono break-all">{setup.secret}</code>
      </p>
      <Field label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} error={error} onChange={(e) => setCode(e.target.value)} />
      <Button type="submit" disabled={busy}>
        Turn on two-factor log-in
      </Button>
    </form>
  );
}

import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { CodeForm } from '../../two-factor/components/code-form';
import { type AuthResult, twoFactorLoginRequest } from '../api/auth';

/**
 * The log-in's second step for an account with two-factor on: "Enter the 6-digit code from your authenticator app, or a
 * recovery code", then /v1/login_two_factor; "Back" returns to the first step (a challenge lives 5 minutes).
 */
export function TwoFactorStep({
  challenge,
  onBack,
  onSuccess,
}: {
  challenge: string;
  onBack: () => void;
  onSuccess: (result: AuthResult) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  return (
    <section aria-labelledby="two-factor-step-title" className="space-y-4">
      <div>
        <h2 id="two-factor-step-title" className="font-semibold text-ink">
          {t('twoFactor.loginTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{t('twoFactor.loginIntro')}</p>
      </div>
      <CodeForm
        submitLabel={t('twoFactor.loginSubmit')}
        pendingLabel={t('twoFactor.verifying')}
        onCode={async (code) => {
          const result = await twoFactorLoginRequest(api, { challenge, code });
          if (result) onSuccess(result);
          return result !== null;
        }}
      />
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        {t('twoFactor.back')}
      </Button>
    </section>
  );
}

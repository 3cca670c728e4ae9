import { useState, type ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import type { User } from '@lanyun/session/session';
import { Button } from '@lanyun/ui/button';
import { emailDisplay, phoneDisplay } from '../mask';
import { EmailDialog } from './email-dialog';
import { PasswordDialog } from './password-dialog';
import { PhoneDialog } from './phone-dialog';
import { TwoFactorRow } from '../../two-factor/components/two-factor-row';

const ROW = 'flex flex-wrap items-center justify-between gap-4 py-5';

function Row({
  title,
  value,
  description,
  action,
}: {
  title: string;
  value: ReactNode;
  description: string;
  action: ReactNode;
}) {
  return (
    <li className={ROW}>
      <div className="min-w-0">
        <h2 className="font-medium text-ink">{title}</h2>
        <p className="mt-1 text-sm text-ink-soft">{description}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-sm break-all text-ink">{value}</span>
        {action}
      </div>
    </li>
  );
}

/**
 * /user/security: log-in password, e-mail and phone (shown masked), each changed in its own dialog:
 * "Change password", "Change email"/"Bind email", "Change phone"/"Bind phone"; and two-factor log-in.
 */
export function SecurityPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const notBound = t('security.notBound');
  const [dialog, setDialog] = useState<'none' | 'password' | 'email' | 'phone'>('none');
  const onOpenChange = (open: boolean) => (open ? undefined : setDialog('none'));
  return (
    <>
      <ul className="divide-y divide-line rounded-xl border border-line px-4 sm:px-6">
        <Row
          title={t('security.passwordTitle')}
          value="********"
          description={t('security.passwordDescription')}
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog('password')}>
              {t('security.changePassword')}
            </Button>
          }
        />
        <Row
          title={t('security.emailTitle')}
          value={<span data-testid="security-email">{emailDisplay(user.email, notBound)}</span>}
          description={t('security.emailDescription')}
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog('email')}>
              {user.email ? t('security.changeEmail') : t('security.bindEmail')}
            </Button>
          }
        />
        <Row
          title={t('security.phoneTitle')}
          value={<span data-testid="security-phone">{phoneDisplay(user.phone, notBound)}</span>}
          description={t('security.phoneDescription')}
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog('phone')}>
              {user.phone ? t('security.changePhone') : t('security.bindPhone')}
            </Button>
          }
        />
        <TwoFactorRow rowClass={ROW} />
      </ul>
      <PasswordDialog open={dialog === 'password'} onOpenChange={onOpenChange} phone={user.phone} />
      <EmailDialog open={dialog === 'email'} onOpenChange={onOpenChange} bound={Boolean(user.email)} />
      <PhoneDialog open={dialog === 'phone'} onOpenChange={onOpenChange} phone={user.phone} />
    </>
  );
}

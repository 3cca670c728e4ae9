import { useState, type ReactNode } from 'react';
import type { User } from '@lanyun/session/session';
import { Button } from '@lanyun/ui/button';
import { emailDisplay, phoneDisplay } from '../mask';
import { EmailDialog } from './email-dialog';
import { PasswordDialog } from './password-dialog';
import { PhoneDialog } from './phone-dialog';

function Row({ title, value, description, action }: { title: string; value: ReactNode; description: string; action: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-5">
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
 * "Change password", "Change email"/"Bind email", "Change phone"/"Bind phone".
 */
export function SecurityPanel({ user }: { user: User }) {
  const [dialog, setDialog] = useState<'none' | 'password' | 'email' | 'phone'>('none');
  const onOpenChange = (open: boolean) => (open ? undefined : setDialog('none'));
  return (
    <>
      <ul className="divide-y divide-line rounded-xl border border-line px-4 sm:px-6">
        <Row
          title="Login password"
          value="********"
          description="Change it with your current password or an SMS code to your phone."
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog('password')}>
              Change password
            </Button>
          }
        />
        <Row
          title="Email"
          value={<span data-testid="security-email">{emailDisplay(user.email)}</span>}
          description="Used to log in, reset the password and receive notices."
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog('email')}>
              {user.email ? 'Change email' : 'Bind email'}
            </Button>
          }
        />
        <Row
          title="Phone"
          value={<span data-testid="security-phone">{phoneDisplay(user.phone)}</span>}
          description="Used for SMS log-in and to confirm sensitive changes."
          action={
            <Button variant="outline" size="sm" onClick={() => setDialog('phone')}>
              {user.phone ? 'Change phone' : 'Bind phone'}
            </Button>
          }
        />
      </ul>
      <PasswordDialog open={dialog === 'password'} onOpenChange={onOpenChange} phone={user.phone} />
      <EmailDialog open={dialog === 'email'} onOpenChange={onOpenChange} bound={Boolean(user.email)} />
      <PhoneDialog open={dialog === 'phone'} onOpenChange={onOpenChange} phone={user.phone} />
    </>
  );
}

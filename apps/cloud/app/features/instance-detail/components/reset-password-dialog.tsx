/**
 * "Reset password": a new root password (spec §5 instance rule, checked here and again on the server) entered
 * twice, set through the guest agent; the server's reason is shown when the guest could not take it. With two-factor
 * log-in on, the server asks for a recent code first (`data.step_up`): the site's security check opens over this
 * dialog (site-kit step-up.tsx, as for release), which stays open with the passwords kept, saying to press Reset again.
 */
import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { instancePasswordRule } from '@lanyun/validators/password';
import { resetPassword } from '../api/instance-detail';

export function ResetPasswordDialog({ instanceId, onClose }: { instanceId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problem = instancePasswordRule(password);
    if (problem) return setError(t('instanceDetail.reset.rule'));
    if (password !== again) return setError(t('instanceDetail.reset.mismatch'));
    setBusy(true);
    setError(null);
    try {
      const res = await resetPassword(api, instanceId, password);
      if (res.code !== 200) {
        const stepUp = (res.data as { step_up?: boolean } | null)?.step_up === true;
        return setError(stepUp ? t('instanceDetail.reset.stepUp') : res.msg || t('instanceDetail.reset.failed'));
      }
      toast.success(t('instanceDetail.reset.done'));
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('instanceDetail.reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogTitle>{t('instanceDetail.reset.title')}</DialogTitle>
        <DialogDescription>{t('instanceDetail.reset.body')}</DialogDescription>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field
            label={t('instanceDetail.reset.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={t('instanceDetail.reset.rule')}
          />
          <Field
            label={t('instanceDetail.reset.again')}
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger-strong">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('instanceDetail.reset.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

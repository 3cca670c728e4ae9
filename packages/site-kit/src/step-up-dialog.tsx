/** The "Security check" dialog of {@link StepUpHost} (step-up.tsx): one code field, then /secure/two_factor_step_up. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';

export default function StepUpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('kit');
  const { api } = useSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('stepUp.codeRequired'));
      return;
    }
    setError(undefined);
    setPending(true);
    const res = await api.call('/secure/two_factor_step_up', { code: code.trim() });
    setPending(false);
    setCode('');
    if (res.code !== 200) return; // refused: the client has toasted the reason
    toast.success(t('stepUp.done'));
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t('stepUp.title')}</DialogTitle>
        <DialogDescription>{t('stepUp.intro')}</DialogDescription>
        <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4">
          <Field
            label={t('stepUp.code')}
            autoComplete="one-time-code"
            maxLength={9}
            placeholder={t('stepUp.placeholder')}
            value={code}
            error={error}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t('stepUp.verifying') : t('stepUp.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { buttonClass, Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';
import { UiLink } from './link';
import { useTranslation } from '@lanyun/i18n/react';
import { realNameRequiredMessage } from './real-name';

/** Props of {@link RealNameDialog}. */
export interface RealNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where verification happens; default "/user/auth" (spec §2). */
  verifyHref?: string;
}

/**
 * Real-name reminder (spec §2, §5): "Please complete real-name verification first, and it must pass review."
 * with "Got it" (closes) and "Go to real-name verification" (link to /user/auth).
 */
export function RealNameDialog({ open, onOpenChange, verifyHref = '/user/auth' }: RealNameDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>{t('realName.dialogTitle')}</DialogTitle>
        <DialogDescription>{realNameRequiredMessage(t)}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('realName.gotIt')}
          </Button>
          <UiLink href={verifyHref} className={buttonClass('primary')} onClick={() => onOpenChange(false)}>
            {t('realName.goVerify')}
          </UiLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

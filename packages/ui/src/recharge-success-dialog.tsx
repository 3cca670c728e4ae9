import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';
import { UiLink } from './link';

/** Props of {@link RechargeSuccessDialog}. */
export interface RechargeSuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Cloud server page; default "/ecs". */
  ecsHref?: string;
  /** Cloud phone purchase page; default "/buyphone". */
  phoneHref?: string;
}

/**
 * Shown after a recharge is paid (spec §2, §4): links to buy a cloud server (/ecs) or a cloud phone (/buyphone).
 */
export function RechargeSuccessDialog({
  open,
  onOpenChange,
  ecsHref = '/ecs',
  phoneHref = '/buyphone',
}: RechargeSuccessDialogProps) {
  const { t } = useTranslation('ui');
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" className="text-center">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-success/10 text-success-strong">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </div>
        <DialogTitle className="mt-3">{t('rechargeSuccess.title')}</DialogTitle>
        <DialogDescription>{t('rechargeSuccess.description')}</DialogDescription>
        <DialogFooter className="justify-center">
          <UiLink href={ecsHref} className={buttonClass('primary')} onClick={close}>
            {t('rechargeSuccess.buyServer')}
          </UiLink>
          <UiLink href={phoneHref} className={buttonClass('outline')} onClick={close}>
            {t('rechargeSuccess.buyPhone')}
          </UiLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

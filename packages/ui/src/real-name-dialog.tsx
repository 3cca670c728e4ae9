import { buttonClass, Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';
import { UiLink } from './link';
import { REAL_NAME_REQUIRED_MESSAGE } from './real-name';

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>Real-name verification required</DialogTitle>
        <DialogDescription>{REAL_NAME_REQUIRED_MESSAGE}</DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Got it
          </Button>
          <UiLink href={verifyHref} className={buttonClass('primary')} onClick={() => onOpenChange(false)}>
            Go to real-name verification
          </UiLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

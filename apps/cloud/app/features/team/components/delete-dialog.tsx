import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import type { SubAccount } from '../api/team';
import { useTeamMutations } from '../hooks/use-team';

/** "Delete sub-account" confirmation with "Cancel" and "Delete" (/team/sub_account_delete). */
export function DeleteSubAccountDialog({
  account,
  onOpenChange,
}: {
  account: SubAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { remove } = useTeamMutations();
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>{t('team.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('team.deleteBody', { email: account?.email ?? '' })}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">{t('form.cancel')}</Button>
          </DialogClose>
          <Button
            className="bg-danger-strong hover:bg-danger-strong/90"
            disabled={remove.isPending}
            onClick={async () => {
              if (account && (await remove.mutateAsync(account.id))) onOpenChange(false);
            }}
          >
            {remove.isPending ? t('team.deleting') : t('team.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

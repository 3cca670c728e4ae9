import { Button } from '@lanyun/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import type { SubAccount } from '../api/team';
import { useTeamMutations } from '../hooks/use-team';

/** "Delete sub-account" confirmation with "Cancel" and "Delete" (/team/sub_account_delete). */
export function DeleteSubAccountDialog({ account, onOpenChange }: { account: SubAccount | null; onOpenChange: (open: boolean) => void }) {
  const { remove } = useTeamMutations();
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>Delete sub-account</DialogTitle>
        <DialogDescription>
          Delete {account?.email}? It is logged out at once and cannot log in again. This cannot be undone.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button
            className="bg-danger hover:bg-danger/90"
            disabled={remove.isPending}
            onClick={async () => {
              if (account && (await remove.mutateAsync(account.id))) onOpenChange(false);
            }}
          >
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

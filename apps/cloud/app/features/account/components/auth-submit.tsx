import { Button } from '@lanyun/ui/button';

/** The full-width submit button of the log-in, sign-up and reset forms; disabled, with `pendingLabel`, while sending. */
export function AuthSubmit({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

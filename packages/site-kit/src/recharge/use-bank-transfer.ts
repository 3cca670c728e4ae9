/**
 * The public bank transfer tab's data: the provider's account (`/balance_recharge/bank_info`, loaded while the
 * recharge dialog is open) and the transfer declaration (`/balance_recharge/bank_transfer_add`, its `msg` toasted:
 * 'Recorded; it will be credited once finance confirms receipt'). A failed read of the details is the tab's error
 * state with a retry (`failure`); a refused declaration is toasted by the API client.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import type { BankTransferDetails, BankTransferRequest } from '@lanyun/ui/recharge-dialog';
import { toast } from '@lanyun/ui/toast';
import { declareBankTransfer, fetchBankInfo, type BankInfo } from './api';

/** react-query key of the bank details. */
export const BANK_INFO_KEY = ['wallet', 'bank-info'] as const;

/** Maps the API's bank info to the dialog's {@link BankTransferDetails}. */
export function toBankDetails(info: BankInfo | null | undefined): BankTransferDetails | undefined {
  if (!info) return undefined;
  return { accountName: info.account_name, bankName: info.bank, accountNumber: info.account_number, note: info.remark };
}

/** Bank details (while `enabled`) and a `declare` function resolving to whether the transfer was recorded. */
export function useBankTransfer(api: ApiClient, enabled: boolean) {
  const { t } = useTranslation('kit');
  const info = useQuery({
    queryKey: BANK_INFO_KEY,
    queryFn: () => fetchBankInfo(api),
    enabled,
    staleTime: 5 * 60_000,
  });
  const mutation = useMutation({
    mutationFn: (request: BankTransferRequest) => declareBankTransfer(api, request),
  });
  const declare = async (request: BankTransferRequest): Promise<boolean> => {
    const res = await mutation.mutateAsync(request);
    if (res.code !== 200) return false;
    toast.success(res.msg || t('recharge.transferRecorded'));
    return true;
  };
  const failure = info.isError ? info : undefined;
  return {
    details: toBankDetails(info.data),
    loading: info.isLoading,
    failure,
    declare,
    declaring: mutation.isPending,
  };
}

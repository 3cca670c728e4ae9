import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@lanyun/api-sdk';
import { createRechargeOrder, declareBankTransfer } from './api';

const api = () => {
  const call = vi.fn().mockResolvedValue({ code: 200, msg: 'ok', data: null });
  return { call, baseUrl: 'http://api.test/' } as unknown as ApiClient & { call: typeof call };
};

describe('top-up calls', () => {
  it('sends the order amount as a yuan string and the pay type', async () => {
    const a = api();
    await createRechargeOrder(a, 10.5, 2);
    expect(a.call).toHaveBeenCalledWith('/balance_recharge/charge_order_add', { price: '10.5', pay_type: 2 });
  });

  it('sends a bank transfer declaration with the amount in yuan', async () => {
    const a = api();
    await declareBankTransfer(a, { amount: 500, payerName: 'ACME Ltd', reference: '' });
    expect(a.call).toHaveBeenCalledWith('/balance_recharge/bank_transfer_add', {
      amount: '500',
      payer_name: 'ACME Ltd',
      reference: '',
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useForm } from './use-form';

const schema = z.object({
  phone: z.string().regex(/^\d{11}$/, 'Bad phone'),
  code: z.string().min(1, 'Enter the code'),
});

describe('useForm', () => {
  it('checkField sets the message and returns null when the field fails, else clears it and returns the value', () => {
    const { result } = renderHook(() => useForm(schema, { phone: '123', code: '' }));
    let checked: string | null = 'unset';
    act(() => {
      checked = result.current.checkField('phone', z.string().regex(/^\d{11}$/, 'Bad phone'));
    });
    expect(checked).toBeNull();
    expect(result.current.errors.phone).toBe('Bad phone');

    act(() => result.current.setValues((v) => ({ ...v, phone: '13800138000' })));
    act(() => {
      checked = result.current.checkField('phone', z.string().regex(/^\d{11}$/, 'Bad phone'));
    });
    expect(checked).toBe('13800138000');
    expect(result.current.errors.phone).toBeUndefined();
  });

  it('handleSubmit shows every field message and does not call the handler while invalid', async () => {
    const handler = vi.fn();
    const { result } = renderHook(() => useForm(schema, { phone: '1', code: '' }));
    await act(() => result.current.handleSubmit(handler)());
    expect(handler).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ phone: 'Bad phone', code: 'Enter the code' });
  });

  it('handleSubmit runs the handler with the parsed data, pending while it runs', async () => {
    let finish: () => void = () => {};
    const handler = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useForm(schema, { phone: '13800138000', code: '1' }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.handleSubmit(handler)();
    });
    expect(handler).toHaveBeenCalledWith({ phone: '13800138000', code: '1' });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.pending).toBe(false);
  });
});

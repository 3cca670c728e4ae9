import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastQueue, showToast, toast, toastKind, type ToastBackend } from './toast';
import { Toaster } from './toaster';

describe('ToastQueue (spec §4: max 3 kept, oldest removed first)', () => {
  it('evicts the oldest when a fourth arrives', () => {
    const queue = new ToastQueue(3);
    expect(queue.add('a')).toEqual([]);
    expect(queue.add('b')).toEqual([]);
    expect(queue.add('c')).toEqual([]);
    expect(queue.add('d')).toEqual(['a']);
    expect(queue.current()).toEqual(['b', 'c', 'd']);
  });
  it('forgets closed toasts so they do not count', () => {
    const queue = new ToastQueue(3);
    queue.add('a');
    queue.add('b');
    queue.remove('a');
    queue.add('c');
    expect(queue.add('d')).toEqual([]);
    expect(queue.add('e')).toEqual(['b']);
  });
});

describe('showToast', () => {
  it('passes the 3 s duration and dismisses the oldest through the backend', () => {
    const shown: Array<{ kind: string; message: string; duration: number }> = [];
    const backend: ToastBackend = {
      show: (kind, message, options) => {
        shown.push({ kind, message, duration: options.duration });
        return options.id;
      },
      dismiss: vi.fn(),
    };
    const queue = new ToastQueue(MAX_TOASTS);
    const first = showToast('success', 'one', backend, queue);
    showToast('error', 'two', backend, queue);
    showToast('warning', 'three', backend, queue);
    expect(backend.dismiss).not.toHaveBeenCalled();
    showToast('message', 'four', backend, queue);
    expect(backend.dismiss).toHaveBeenCalledWith(first);
    expect(shown.map((s) => s.kind)).toEqual(['success', 'error', 'warning', 'message']);
    expect(shown.every((s) => s.duration === TOAST_DURATION_MS)).toBe(true);
  });
});

describe('toastKind (spec types 1/2/3/plain)', () => {
  it('maps the spec numbers', () => {
    expect(toastKind(1)).toBe('success');
    expect(toastKind(2)).toBe('error');
    expect(toastKind(3)).toBe('warning');
    expect(toastKind(undefined)).toBe('message');
    expect(toastKind(9)).toBe('message');
  });
});

describe('<Toaster/> with the toast helper', () => {
  // Sonner loads with the first toast; import it once up front so that load is instant in the tests.
  beforeAll(async () => {
    await import('sonner');
  });

  it('keeps at most three toasts and drops the oldest first', async () => {
    render(<Toaster />);
    act(() => {
      toast.message('first toast');
      toast.success('second toast');
      toast.warning('third toast');
    });
    await screen.findByText('third toast');
    expect(screen.getByText('first toast')).toBeTruthy();
    act(() => {
      toast.error('fourth toast');
    });
    await screen.findByText('fourth toast');
    await waitFor(() => expect(screen.queryByText('first toast')).toBeNull());
    for (const text of ['second toast', 'third toast', 'fourth toast']) expect(screen.getByText(text)).toBeTruthy();
    act(() => toast.dismiss());
  });

  it('closes a toast after about 3 seconds', async () => {
    render(<Toaster />);
    act(() => {
      toast.message('short lived');
    });
    await screen.findByText('short lived');
    await waitFor(() => expect(screen.queryByText('short lived')).toBeNull(), { timeout: TOAST_DURATION_MS + 1500 });
  }, 10_000);
});

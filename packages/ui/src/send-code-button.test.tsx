import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendCodeButton } from './send-code-button';

afterEach(() => vi.useRealTimers());

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('<SendCodeButton/>', () => {
  it('counts down from the seconds the API gives, then offers to send again', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => 60);
    render(<SendCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Resend in 60 s' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button').textContent).toBe('Resend in 30 s');
    act(() => vi.advanceTimersByTime(30_000));
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('stays available when nothing was sent', async () => {
    const onSend = vi.fn(async () => null);
    render(<SendCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('uses 60 s when the sender only says it worked', async () => {
    vi.useFakeTimers();
    render(<SendCodeButton onSend={async () => true} label="Get code" />);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByRole('button').textContent).toBe('Resend in 60 s');
  });
});

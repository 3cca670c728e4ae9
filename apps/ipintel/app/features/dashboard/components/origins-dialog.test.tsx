import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../api/account';
import { OriginsDialog } from './origins-dialog';

afterEach(() => cleanup());

const key: ApiKey = {
  id: 7,
  name: 'web',
  prefix: 'lyk_abcd',
  created_at: 0,
  last_used_at: null,
  allowed_origins: ['https://shop.example', 'http://localhost:3000'],
};

describe('<OriginsDialog/>', () => {
  it('starts from the key’s origins, one per line, and saves the text', async () => {
    const save = vi.fn(async () => ({ ...key, allowed_origins: ['https://new.example'] }));
    const onClose = vi.fn();
    render(<OriginsDialog apiKey={key} onClose={onClose} save={save} saving={false} />);
    const box = screen.getByLabelText('Origins, one per line') as HTMLTextAreaElement;
    expect(box.value).toBe('https://shop.example\nhttp://localhost:3000');
    fireEvent.change(box, { target: { value: 'https://new.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(7, 'https://new.example');
  });

  it('stays open with the text when the API refuses it', async () => {
    const save = vi.fn(async () => null);
    const onClose = vi.fn();
    render(<OriginsDialog apiKey={key} onClose={onClose} save={save} saving={false} />);
    fireEvent.change(screen.getByLabelText('Origins, one per line'), { target: { value: 'shop.example/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Origins, one per line') as HTMLTextAreaElement).value).toBe('shop.example/x');
  });

  it('is closed without a key', () => {
    render(<OriginsDialog apiKey={null} onClose={() => {}} save={async () => null} saving={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

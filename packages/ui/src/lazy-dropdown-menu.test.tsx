import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, with the menu code not loaded yet (it is loaded once per page). */
async function freshDropdownMenu() {
  vi.resetModules();
  return (await import('./lazy-dropdown-menu')).DropdownMenu;
}

function Menu({ DropdownMenu }: { DropdownMenu: Awaited<ReturnType<typeof freshDropdownMenu>> }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="trigger">Products</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Item>Cloud servers</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

// Transform Radix's menu once up front, so each fresh copy loads it quickly.
beforeAll(async () => {
  await import('./dropdown-menu-code');
});

describe('lazy DropdownMenu', () => {
  it('renders a plain menu button on the server, with no menu', async () => {
    const html = renderToString(<Menu DropdownMenu={await freshDropdownMenu()} />);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('Products');
    expect(html).not.toContain('Cloud servers');
  });

  it('a key press before the code has loaded opens the menu once it has', async () => {
    render(<Menu DropdownMenu={await freshDropdownMenu()} />);
    const button = screen.getByRole('button', { name: 'Products' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect((await screen.findByRole('menu')).textContent).toContain('Cloud servers');
  });

  it('focusing the button loads the code; the menu button that replaces it keeps the focus and opens the menu', async () => {
    render(<Menu DropdownMenu={await freshDropdownMenu()} />);
    act(() => screen.getByRole('button', { name: 'Products' }).focus());
    // Radix's trigger carries an id (the menu's aria-labelledby).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Products' }).getAttribute('id')).toBeTruthy());
    const button = screen.getByRole('button', { name: 'Products' });
    expect(document.activeElement).toBe(button);
    fireEvent.pointerDown(button, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect((await screen.findByRole('menu')).textContent).toContain('Cloud servers');
  });
});

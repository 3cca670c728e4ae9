import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header, type HeaderLinks } from './header';
import { avatarLetter } from './user-menu';

const links: HeaderLinks = {
  serverConsole: 'https://console.example.com/server',
  phoneConsole: 'https://console.example.com/phone',
  instanceList: 'https://console.example.com/instances',
  costCenter: 'https://cost.example.com/',
  instanceCenter: 'https://console.example.com/instance-center',
  accessManagement: 'https://console.example.com/access',
};

const user = {
  id: 10086,
  user_name: 'alice@example.com',
  name: 'Alice',
  balance: '12.00',
  give_balance: '3.50',
  total_balance: '15.50',
  authentication_status: 1,
  authentication_type: 1,
  account_management: 0,
};

describe('<Header/>', () => {
  it('logged out: shows Log in and Sign up links', () => {
    render(<Header brand="Lanyun" nav={[{ label: 'Pricing', href: '/price' }]} links={links} />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?tp=1');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/login?tp=2');
    expect(screen.queryByRole('button', { name: /User menu/ })).toBeNull();
  });

  it('turns solid after scrolling past 10px', () => {
    render(<Header brand="Lanyun" nav={[]} links={links} />);
    const header = screen.getByRole('banner');
    expect(header.dataset.scrolled).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe('true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset.scrolled).toBe('false');
  });

  it('logged in: bell, console, cost center and a user menu with balance and status', async () => {
    const onLogout = vi.fn();
    render(<Header brand="Lanyun" nav={[]} links={links} user={user} unread={4} onLogout={onLogout} />);
    // The logged-in part loads on demand.
    expect(await screen.findByRole('link', { name: 'Notices, 4 unread' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Console' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cost center' }).getAttribute('href')).toBe(links.costCenter);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

    // The name holds what the button shows (the display name), not the e-mail address.
    await userEvent.click(screen.getByRole('button', { name: 'User menu: Alice' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('user-balance').textContent).toBe('15.50');
    expect(within(menu).getByText('Personal verification under review')).toBeTruthy();
    expect(within(menu).getByTestId('account-id').textContent).toBe('10086');
    expect(within(menu).queryByText('Access management')).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows Access management only when account_management is set', async () => {
    render(<Header brand="Lanyun" nav={[]} links={links} user={{ ...user, account_management: 1 }} />);
    await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Access management' }).getAttribute('href')).toBe(
      links.accessManagement,
    );
  });

  it('folds the navigation into the menu button when its entries do not fit, and unfolds when they do', () => {
    // jsdom has no layout: the nav's content width and box width are set by hand, the ResizeObserver fired by hand.
    let fire = () => undefined as void;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          fire = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const widths = { scroll: 900, client: 700 };
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
    try {
      render(<Header brand="Lanyun" nav={[{ label: 'Pricing', href: '/price' }]} links={links} />);
      const nav = screen.getByRole('navigation', { hidden: true });
      const menu = screen.getByRole('button', { name: 'Menu' });
      expect(nav.dataset.folded).toBe('true');
      expect(nav.className).toContain('invisible');
      expect(menu.className).not.toContain('lg:hidden');

      widths.client = 900;
      act(() => fire());
      expect(nav.dataset.folded).toBe('false');
      expect(nav.className).not.toContain('invisible');
      expect(menu.className).toContain('lg:hidden');
    } finally {
      scroll.mockRestore();
      client.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('avatar is the first character of user_name', () => {
    expect(avatarLetter({ user_name: 'bob' })).toBe('B');
    expect(avatarLetter({ user_name: '' })).toBe('?');
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import { registerMessages } from '@lanyun/i18n/messages';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import zh from '../locales/zh-CN';
import { OpsProviders } from '../providers';
import type { OpsRootData } from '../root-data';
import LoginPage from './login';

afterEach(cleanup);

const page = (lang: OpsRootData['lang']) => {
  const data: OpsRootData = {
    operator: null,
    config: { apiUrl: 'http://api.test', cloudUrl: 'http://cloud.test' },
    lang,
  };
  const Stub = createRoutesStub([
    {
      path: '/login',
      Component: () => (
        <OpsProviders data={data}>
          <LoginPage />
        </OpsProviders>
      ),
    },
  ]);
  render(<Stub initialEntries={['/login']} />);
};

describe('the log-in page', () => {
  it('reads Chinese by default and links to the English page', () => {
    registerMessages('zh-CN', zh);
    page('zh-CN');
    expect(screen.getByRole('heading', { name: '运营人员登录' })).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/login?lang=en');
    expect(screen.queryByRole('link', { name: '简体中文' })).toBeNull();
  });

  it('reads English for an English visitor', () => {
    page('en');
    expect(screen.getByRole('heading', { name: 'Operator log-in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '简体中文' }).getAttribute('href')).toBe('/login?lang=zh-CN');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });
});

describe('the console API client', () => {
  it('asks the API to answer in the interface language', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: null })));
    vi.stubGlobal('fetch', fetch);
    try {
      const { createOpsBrowserApi } = await import('../features/auth/ops-session');
      await createOpsBrowserApi('http://api.test', 'zh-CN').call('/ops/logout');
      const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
      expect((init.headers as Record<string, string>)['accept-language']).toBe('zh-CN');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

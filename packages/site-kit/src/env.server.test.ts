import { describe, expect, it } from 'vitest';
import { serverApiUrl, sitePublicConfig } from './env.server';

describe('serverApiUrl', () => {
  it('is API_URL, else the local API', () => {
    expect(serverApiUrl({ API_URL: 'http://api.internal:8080' })).toBe('http://api.internal:8080');
    expect(serverApiUrl({})).toBe('http://127.0.0.1:8080');
  });
});

describe('sitePublicConfig', () => {
  it('defaults suit local development', () => {
    expect(sitePublicConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:8080',
      siteUrl: 'http://localhost:3000',
      cookieDomain: null,
      links: {
        serverConsole: 'http://localhost:3000/user/instances',
        phoneConsole: 'http://localhost:3000/user/phones',
        instanceList: 'http://localhost:3000/user/instances',
        costCenter: 'http://localhost:3000/user/cost',
        instanceCenter: 'http://localhost:3000/user/instances',
        accessManagement: 'http://localhost:3000/user/team',
      },
    });
  });

  it('console links follow PUBLIC_CONSOLE_URL and each may be set on its own', () => {
    const config = sitePublicConfig({
      PUBLIC_CONSOLE_URL: 'https://console.example.com',
      PUBLIC_COST_CENTER_URL: 'https://cost.example.com',
    });
    expect(config.links.serverConsole).toBe('https://console.example.com/instances');
    expect(config.links.costCenter).toBe('https://cost.example.com');
  });

  it('an empty cookie domain means host-only', () => {
    expect(sitePublicConfig({ PUBLIC_COOKIE_DOMAIN: '' }).cookieDomain).toBeNull();
    expect(sitePublicConfig({ PUBLIC_COOKIE_DOMAIN: '.lanyun.cloud' }).cookieDomain).toBe('.lanyun.cloud');
  });

  it('a site may default the console to its own account area; the variables still win', () => {
    expect(sitePublicConfig({}, { consoleUrl: '/user' }).links).toMatchObject({
      accessManagement: '/user/team',
      phoneConsole: '/user/phones',
    });
    expect(
      sitePublicConfig({ PUBLIC_ACCESS_MANAGEMENT_URL: 'https://iam.example.com' }, { consoleUrl: '/user' }).links
        .accessManagement,
    ).toBe('https://iam.example.com');
  });
});

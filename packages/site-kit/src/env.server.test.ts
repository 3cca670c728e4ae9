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
        serverConsole: 'http://localhost:3200/server',
        phoneConsole: 'http://localhost:3200/phone',
        instanceList: 'http://localhost:3200/server/instances',
        costCenter: 'http://localhost:3200/cost',
        instanceCenter: 'http://localhost:3200/instances',
        accessManagement: 'http://localhost:3200/team',
      },
    });
  });

  it('console links follow PUBLIC_CONSOLE_URL and each may be set on its own', () => {
    const config = sitePublicConfig({ PUBLIC_CONSOLE_URL: 'https://console.example.com', PUBLIC_COST_CENTER_URL: 'https://cost.example.com' });
    expect(config.links.serverConsole).toBe('https://console.example.com/server');
    expect(config.links.costCenter).toBe('https://cost.example.com');
  });

  it('an empty cookie domain means host-only', () => {
    expect(sitePublicConfig({ PUBLIC_COOKIE_DOMAIN: '' }).cookieDomain).toBeNull();
    expect(sitePublicConfig({ PUBLIC_COOKIE_DOMAIN: '.lanyun.cloud' }).cookieDomain).toBe('.lanyun.cloud');
  });

  it('a site may default access management to its own page; the variable still wins', () => {
    expect(sitePublicConfig({}, { accessManagement: '/user/team' }).links.accessManagement).toBe('/user/team');
    expect(sitePublicConfig({ PUBLIC_ACCESS_MANAGEMENT_URL: 'https://iam.example.com' }, { accessManagement: '/user/team' }).links.accessManagement).toBe(
      'https://iam.example.com',
    );
  });
});

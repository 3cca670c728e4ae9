import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages, loadedMessages, messageKeys } from './messages';
import { I18nProvider, translatorFor, useTranslation } from './react';

const catalogues = {
  'zh-CN': async () => ({ default: { app: { hello: '你好，{{name}}', only: '仅中文' }, ui: { ok: '确定' } } }),
  en: async () => ({ app: { hello: 'Hello, {{name}}' }, ui: { ok: 'OK' } }),
};

function Greeting() {
  const { t } = useTranslation();
  const { t: tu } = useTranslation('ui');
  return (
    <p>
      {t('hello', { name: '<b>Li</b>' })} {tu('ok')} {t('only')}
    </p>
  );
}

describe('I18nProvider', () => {
  it('renders the loaded language, with the site and shared namespaces and unescaped interpolation', async () => {
    await loadMessages(catalogues, 'zh-CN');
    await loadMessages(catalogues, 'en');
    render(
      <I18nProvider lang="en">
        <Greeting />
      </I18nProvider>,
    );
    // React escapes the interpolated value itself; a key missing in en shows the key, never another language silently.
    expect(screen.getByText('Hello, <b>Li</b> OK only')).toBeTruthy();
  });

  it('renders zh-CN', async () => {
    await loadMessages(catalogues, 'zh-CN');
    render(
      <I18nProvider lang="zh-CN">
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('你好，<b>Li</b> 确定 仅中文')).toBeTruthy();
  });

  it('loads each catalogue once and lists its keys', async () => {
    const first = await loadMessages(catalogues, 'en');
    expect(await loadMessages(catalogues, 'en')).toBe(first);
    expect(loadedMessages('en')).toBe(first);
    expect(messageKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
  });
});

describe('translatorFor', () => {
  it('translates outside React with the loaded catalogue (route meta functions)', async () => {
    await loadMessages(catalogues, 'en');
    expect(translatorFor('en')('hello', { name: 'Li' })).toBe('Hello, Li');
    expect(translatorFor('en', 'ui')('ok')).toBe('OK');
  });
});

import { describe, expect, it } from 'vitest';
import { createI18n } from '@lanyun/i18n/react';
import en from './locales/en.json';
import zh from './locales/zh-CN.json';
import { isRealNameVerified, realNameRequiredMessage, realNameState, realNameStatusText } from './real-name';

const t = createI18n('en', { ui: en }).getFixedT('en', 'ui');

describe('realNameStatusText (spec §4)', () => {
  it('none, 0 and 3 are "Not verified"', () => {
    expect(realNameStatusText(null, t)).toBe('Not verified');
    expect(realNameStatusText({}, t)).toBe('Not verified');
    expect(realNameStatusText({ authentication_status: 0 }, t)).toBe('Not verified');
    expect(realNameStatusText({ authentication_status: 3, authentication_type: 1 }, t)).toBe('Not verified');
  });
  it('1 depends on the verification type', () => {
    expect(realNameStatusText({ authentication_status: 1, authentication_type: 1 }, t)).toBe(
      'Personal verification under review',
    );
    expect(realNameStatusText({ authentication_status: 1, authentication_type: 2 }, t)).toBe(
      'Enterprise verification under review',
    );
    expect(realNameStatusText({ authentication_status: 1, authentication_type: 0 }, t)).toBe(
      'Enterprise verification under review',
    );
  });
  it('2 is "Verified"', () => {
    expect(realNameStatusText({ authentication_status: 2, authentication_type: 2 }, t)).toBe('Verified');
    expect(realNameState({ authentication_status: 2 })).toBe('verified');
    expect(isRealNameVerified({ authentication_status: 2 })).toBe(true);
    expect(isRealNameVerified({ authentication_status: 1 })).toBe(false);
  });
  it('speaks the page language, with any namespace of the instance', () => {
    const zhApp = createI18n('zh-CN', { app: {}, ui: zh }).getFixedT('zh-CN', 'app');
    expect(realNameStatusText({ authentication_status: 2 }, zhApp)).toBe('已认证');
    expect(realNameRequiredMessage(t)).toBe('Please complete real-name verification first, and it must pass review.');
  });
});

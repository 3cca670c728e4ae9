import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@lanyun/i18n/react';
import { ACCOUNT_PASSWORD_MSG, ACCOUNT_PASSWORD_REQUIRED_MSG } from '@lanyun/validators/password';
import en from '../locales/en';
import zh from '../locales/zh-CN';
import { fieldMessage, fieldMessageKey } from './field-message';
import { FORM_MESSAGES } from './form-rules';

const { t } = renderHook(() => useTranslation()).result.current;

function has(tree: unknown, key: string): boolean {
  return (
    typeof key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown> | undefined)?.[part], tree) ===
    'string'
  );
}

describe('fieldMessage', () => {
  it('shows the form rules and the shared password rule in the visitor language', () => {
    expect(fieldMessage(t, FORM_MESSAGES.email)).toBe('Please enter a correct email');
    expect(fieldMessage(t, ACCOUNT_PASSWORD_MSG)).toBe('Password must be 8-32 characters with letters and digits');
    expect(fieldMessage(t, ACCOUNT_PASSWORD_REQUIRED_MSG)).toBe('Please enter the login password');
  });
  it('shows plain text as it is', () => {
    expect(fieldMessage(t, 'Bad phone')).toBe('Bad phone');
    expect(fieldMessage(t, undefined)).toBeUndefined();
  });
  it('has every key of the shared rules in both catalogues', () => {
    const keys = [...Object.values(FORM_MESSAGES), ACCOUNT_PASSWORD_MSG, ACCOUNT_PASSWORD_REQUIRED_MSG].map((m) =>
      fieldMessageKey(m),
    );
    for (const key of keys) {
      expect(key).not.toBeNull();
      expect(has(en.app, key!)).toBe(true);
      expect(has(zh.app, key!)).toBe(true);
    }
  });
});

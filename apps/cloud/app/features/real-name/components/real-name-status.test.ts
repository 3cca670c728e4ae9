import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '@lanyun/i18n/react';
import type { User } from '@lanyun/session/session';
import type { RealNameInfo } from '../api/real-name';
import { effectiveRealName, rejectionText } from './real-name-status';

const user = { authentication_status: 0, authentication_type: 0 } as User;
const info: RealNameInfo = {
  status: 3,
  type: 2,
  real_name: null,
  id_number: null,
  company_name: 'ACME',
  credit_code: '913*********0Y43',
  reject_reason: 'Blurry licence',
  provider_result: null,
  submitted_at: 1,
  reviewed_at: 2,
};

describe('effectiveRealName', () => {
  it('prefers the verification info', () => {
    expect(effectiveRealName(user, info)).toEqual({ status: 3, type: 2 });
  });
  it('falls back to the profile fields', () => {
    expect(effectiveRealName({ ...user, authentication_status: 1, authentication_type: 1 }, null)).toEqual({
      status: 1,
      type: 1,
    });
    expect(effectiveRealName(user, undefined)).toEqual({ status: 0, type: 0 });
  });
});

describe('rejectionText', () => {
  const { t } = renderHook(() => useTranslation()).result.current;
  it('punctuates the reason', () => {
    expect(rejectionText(t, 'Blurry licence')).toBe(
      'Your last application was rejected: Blurry licence. Please correct it and submit again.',
    );
    expect(rejectionText(t, 'Blurry licence.')).toBe(
      'Your last application was rejected: Blurry licence. Please correct it and submit again.',
    );
    expect(rejectionText(t, null)).toBe('Your last application was rejected. Please correct it and submit again.');
  });
});

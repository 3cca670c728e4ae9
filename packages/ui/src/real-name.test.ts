import { describe, expect, it } from 'vitest';
import { isRealNameVerified, realNameState, realNameStatusText } from './real-name';

describe('realNameStatusText (spec §4)', () => {
  it('none, 0 and 3 are "Not verified"', () => {
    expect(realNameStatusText(null)).toBe('Not verified');
    expect(realNameStatusText({})).toBe('Not verified');
    expect(realNameStatusText({ authentication_status: 0 })).toBe('Not verified');
    expect(realNameStatusText({ authentication_status: 3, authentication_type: 1 })).toBe('Not verified');
  });
  it('1 depends on the verification type', () => {
    expect(realNameStatusText({ authentication_status: 1, authentication_type: 1 })).toBe('Personal verification under review');
    expect(realNameStatusText({ authentication_status: 1, authentication_type: 2 })).toBe('Enterprise verification under review');
    expect(realNameStatusText({ authentication_status: 1, authentication_type: 0 })).toBe('Enterprise verification under review');
  });
  it('2 is "Verified"', () => {
    expect(realNameStatusText({ authentication_status: 2, authentication_type: 2 })).toBe('Verified');
    expect(realNameState({ authentication_status: 2 })).toBe('verified');
    expect(isRealNameVerified({ authentication_status: 2 })).toBe(true);
    expect(isRealNameVerified({ authentication_status: 1 })).toBe(false);
  });
});

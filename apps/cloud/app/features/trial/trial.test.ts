import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/validate';
import { TRIAL_MESSAGES, trialSchema, trialView } from './trial';

const verified = { pid: 0, authentication_status: 2 };

describe('trialView', () => {
  it('asks visitors to log in and sub-accounts to use the main account', () => {
    expect(trialView(null, null)).toBe('logged-out');
    expect(trialView({ pid: 5, authentication_status: 2 }, null)).toBe('sub-account');
  });
  it('needs real-name verification before the form', () => {
    expect(trialView({ pid: 0, authentication_status: 1 }, null)).toBe('unverified');
    expect(trialView(verified, null)).toBe('apply');
  });
  it('shows the one application in its status; a rejected account cannot apply again', () => {
    expect(trialView(verified, { status: 1 })).toBe('review');
    expect(trialView(verified, { status: 2 })).toBe('approved');
    expect(trialView(verified, { status: 3 })).toBe('rejected');
    expect(trialView(verified, { status: 4 })).toBe('claimed');
  });
});

describe('trialSchema', () => {
  const good = {
    pkg_id: '1',
    region_id: '2',
    contact_name: 'Zhang San',
    contact_phone: '+86 138 0013 8000',
    company: '',
    purpose: 'Testing our app on Android 12',
  };
  it('accepts a complete application and normalises the phone', () => {
    const r = validate(trialSchema, good);
    expect(r.ok && r.data).toMatchObject({ pkg_id: 1, region_id: 2, contact_phone: '13800138000' });
  });
  it('names every missing field', () => {
    const r = validate(trialSchema, { ...good, pkg_id: '', contact_name: ' ', purpose: 'hi' });
    expect(r.ok ? {} : r.errors).toMatchObject({
      pkg_id: TRIAL_MESSAGES.pkg,
      contact_name: TRIAL_MESSAGES.contactName,
      purpose: TRIAL_MESSAGES.purpose,
    });
  });
});

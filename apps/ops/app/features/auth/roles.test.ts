import { translatorFor } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import { navFor } from '../../components/nav';
import { canAccess, roleLabel, SECTION_ROLES, type Section } from './roles';

const t = translatorFor('en');

describe('canAccess', () => {
  it('lets an admin into every section', () => {
    for (const section of Object.keys(SECTION_ROLES) as Section[]) expect(canAccess('admin', section)).toBe(true);
  });

  it('keeps each role to its own work', () => {
    expect(canAccess('reviewer', 'real-name')).toBe(true);
    expect(canAccess('reviewer', 'bank-transfers')).toBe(false);
    expect(canAccess('finance', 'bank-transfers')).toBe(true);
    expect(canAccess('finance', 'invoices')).toBe(true);
    expect(canAccess('reviewer', 'invoices')).toBe(false);
    expect(canAccess('finance', 'real-name')).toBe(false);
    expect(canAccess('editor', 'content')).toBe(true);
    expect(canAccess('editor', 'operators')).toBe(false);
  });

  it('gives nobody but an admin the catalog and operator management', () => {
    for (const role of ['editor', 'reviewer', 'finance']) {
      expect(canAccess(role, 'catalog')).toBe(false);
      expect(canAccess(role, 'operators')).toBe(false);
    }
  });

  it('opens the dashboard and audit log to every operator, nothing to a missing role', () => {
    expect(canAccess('editor', 'dashboard')).toBe(true);
    expect(canAccess('someday-role', 'audit')).toBe(true);
    expect(canAccess('someday-role', 'real-name')).toBe(false);
    expect(canAccess(null, 'dashboard')).toBe(false);
  });

  it('names roles for people, and keeps an unknown one as it is', () => {
    expect(roleLabel('finance', t)).toBe('Finance');
    expect(roleLabel('auditor', t)).toBe('auditor');
  });
});

describe('navFor', () => {
  it('shows a reviewer their queues, the inbox, customers and the audit log, but no money or content', () => {
    expect(navFor('reviewer').map((i) => i.href)).toEqual([
      '/',
      '/real-name',
      '/trials',
      '/feedback',
      '/contact-requests',
      '/customers',
      '/hosts',
      '/audit',
    ]);
  });

  it('shows an editor content but no customer data', () => {
    expect(navFor('editor').map((i) => i.href)).toEqual([
      '/',
      '/content',
      '/feedback',
      '/contact-requests',
      '/hosts',
      '/audit',
    ]);
  });

  it('gives the support role the tickets, feedback, hosts and audit log, but no money, content or customers', () => {
    expect(navFor('support').map((n) => n.section)).toEqual([
      'dashboard',
      'tickets',
      'feedback',
      'contact-requests',
      'hosts',
      'audit',
    ]);
  });

  it('gives finance the bank transfers, the invoices and customers', () => {
    expect(navFor('finance').map((i) => i.href)).toEqual(
      expect.arrayContaining(['/bank-transfers', '/invoices', '/customers']),
    );
  });

  it('shows an admin every section in sidebar order', () => {
    expect(navFor('admin')).toHaveLength(14);
    expect(t(navFor('admin')[0]!.labelKey)).toBe('Dashboard');
  });
});

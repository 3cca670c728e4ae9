import { describe, expect, it } from 'vitest';
import { ACCOUNT_PASSWORD_MSG } from '@lanyun/validators/password';
import { FORM_MESSAGES } from '../../lib/form-rules';
import { validate } from '../../lib/validate';
import { subAccountCreateSchema, subAccountEditSchema } from './schemas';

describe('sub-account forms', () => {
  it('accepts a complete create form', () => {
    const v = { email: ' sub@x.io ', password: 'Sub12345', name: ' Ops ', rules: ['cost-1-1'] };
    expect(validate(subAccountCreateSchema, v)).toEqual({
      ok: true,
      data: { email: 'sub@x.io', password: 'Sub12345', name: 'Ops', rules: ['cost-1-1'] },
    });
  });
  it('reports each problem', () => {
    expect(validate(subAccountCreateSchema, { email: 'x', password: 'short', name: '', rules: [] })).toEqual({
      ok: false,
      errors: { email: FORM_MESSAGES.email, password: ACCOUNT_PASSWORD_MSG, name: 'form.nameRequired' },
    });
  });
  it('validates the edit form', () => {
    expect(validate(subAccountEditSchema, { name: 'A', rules: [] }).ok).toBe(true);
    expect(validate(subAccountEditSchema, { name: ' ', rules: [] })).toEqual({
      ok: false,
      errors: { name: 'form.nameRequired' },
    });
  });
});

import { expect, it } from 'vitest';
import { successMessage } from './success-message';

it('uses the API message unless it is the generic ok', () => {
  expect(successMessage('Approved', 'Done')).toBe('Approved');
  expect(successMessage('ok', 'Operator created')).toBe('Operator created');
  expect(successMessage('', 'Saved')).toBe('Saved');
});

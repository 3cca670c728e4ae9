import { translatorFor } from '@lanyun/i18n/react';
import { describe, expect, it } from 'vitest';
import { applicationImages, applicationTypeLabel } from './real-name';

const t = translatorFor('en');

describe('real-name applications', () => {
  it('shows both sides of the ID card for a personal application', () => {
    expect(applicationImages({ type: 1, id_front_img: 4, id_back_img: 5, licence_img: null }, t)).toEqual([
      { id: 4, label: 'ID card front' },
      { id: 5, label: 'ID card back' },
    ]);
  });

  it('shows the business licence for an enterprise, and leaves out a missing image', () => {
    expect(applicationImages({ type: 2, id_front_img: null, id_back_img: null, licence_img: 9 }, t)).toEqual([
      { id: 9, label: 'Business licence' },
    ]);
    expect(applicationImages({ type: 2, id_front_img: null, id_back_img: null, licence_img: null }, t)).toEqual([]);
  });

  it('labels the type', () => {
    expect(applicationTypeLabel(1, t)).toBe('Personal');
    expect(applicationTypeLabel(2, t)).toBe('Enterprise');
  });
});

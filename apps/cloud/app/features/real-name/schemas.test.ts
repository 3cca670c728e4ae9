import { describe, expect, it } from 'vitest';
import { validate } from '../../lib/validate';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, checkImageFile } from './image-file';
import { REAL_NAME_MESSAGES, enterpriseSchema, personalSchema } from './schemas';

describe('personal application', () => {
  const valid = { real_name: 'Zhang San', id_number: '11010519491231002x', id_front_img: 1, id_back_img: 2 };
  it('accepts a valid ID number (lower-case x upper-cased)', () => {
    expect(validate(personalSchema, valid)).toEqual({ ok: true, data: { ...valid, id_number: '11010519491231002X' } });
  });
  it('rejects a wrong check character and missing uploads', () => {
    expect(
      validate(personalSchema, { real_name: ' ', id_number: '110105194912310021', id_front_img: null, id_back_img: 0 }),
    ).toEqual({
      ok: false,
      errors: {
        real_name: REAL_NAME_MESSAGES.realName,
        id_number: REAL_NAME_MESSAGES.idNumber,
        id_front_img: REAL_NAME_MESSAGES.idFront,
        id_back_img: REAL_NAME_MESSAGES.idBack,
      },
    });
  });
});

describe('enterprise application', () => {
  it('accepts a valid credit code', () => {
    expect(
      validate(enterpriseSchema, { company_name: 'ACME Ltd', credit_code: '91350100m000100y43', licence_img: 5 }),
    ).toEqual({
      ok: true,
      data: { company_name: 'ACME Ltd', credit_code: '91350100M000100Y43', licence_img: 5 },
    });
  });
  it('rejects an invalid credit code', () => {
    expect(
      validate(enterpriseSchema, { company_name: 'ACME', credit_code: '91350100M000100Y44', licence_img: 5 }),
    ).toEqual({
      ok: false,
      errors: { credit_code: REAL_NAME_MESSAGES.creditCode },
    });
  });
});

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MiB', () => {
    expect(checkImageFile({ type: 'image/png', size: 100 })).toBeNull();
    expect(checkImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('rejects other types and bigger files', () => {
    expect(checkImageFile({ type: 'image/gif', size: 100 })).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile({ type: 'application/pdf', size: 100 })).toBe(IMAGE_MESSAGES.type);
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_MESSAGES.size);
  });
});

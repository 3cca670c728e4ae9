/**
 * Real-name application forms on /user/auth (spec §3, §4): personal (name, resident ID number, both sides of the ID
 * card) or enterprise (company name, unified social credit code, business licence). ID numbers and credit codes
 * are checked with `@lanyun/validators` (check characters included); images are upload ids.
 */
import { z } from 'zod';
import { isValidCreditCode } from '@lanyun/validators/credit-code';
import { isValidIdNumber } from '@lanyun/validators/id-number';

/** Messages of the application forms, as catalogue keys (translated where the form shows them). */
export const REAL_NAME_MESSAGES = {
  realName: 'realName.msg.realName',
  idNumber: 'realName.msg.idNumber',
  idFront: 'realName.msg.idFront',
  idBack: 'realName.msg.idBack',
  companyName: 'realName.msg.companyName',
  creditCode: 'realName.msg.creditCode',
  licence: 'realName.msg.licence',
} as const;

/** An upload id: null until the image is uploaded (form input), a positive integer once parsed. */
const uploadId = (message: string) =>
  z
    .number()
    .nullable()
    .refine((v) => typeof v === 'number' && Number.isInteger(v) && v > 0, message)
    .transform((v) => v as number);

/** Personal application: `{type: 1, real_name, id_number, id_front_img, id_back_img}` once parsed. */
export const personalSchema = z.object({
  real_name: z.string().trim().min(1, REAL_NAME_MESSAGES.realName).max(50, 'realName.msg.nameTooLong'),
  id_number: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => isValidIdNumber(v), REAL_NAME_MESSAGES.idNumber),
  id_front_img: uploadId(REAL_NAME_MESSAGES.idFront),
  id_back_img: uploadId(REAL_NAME_MESSAGES.idBack),
});
export type PersonalValues = z.input<typeof personalSchema>;

/** Enterprise application: `{type: 2, company_name, credit_code, licence_img}` once parsed. */
export const enterpriseSchema = z.object({
  company_name: z.string().trim().min(1, REAL_NAME_MESSAGES.companyName).max(100, 'realName.msg.companyTooLong'),
  credit_code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => isValidCreditCode(v), REAL_NAME_MESSAGES.creditCode),
  licence_img: uploadId(REAL_NAME_MESSAGES.licence),
});
export type EnterpriseValues = z.input<typeof enterpriseSchema>;

/**
 * Agreement texts for /agreement/{type} (spec §2: "types not shown"; decided here: service, privacy, recharge).
 * Static legal copy owned by the site; the sign-up form links to "service" and "privacy".
 */

export interface Agreement {
  type: string;
  title: string;
  updated: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export const AGREEMENTS: Agreement[] = [
  {
    type: 'service',
    title: 'Terms of Service',
    updated: '2025-01-01',
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          'These terms govern your use of the Lanyun Cloud website, consoles and cloud services (cloud servers, cloud phones and related products). By creating an account you accept them.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must give accurate registration details and complete real-name verification before purchasing services or topping up your wallet, as required by the regulations that apply to cloud services.',
          'You are responsible for keeping your password safe and for everything done with your account and its sub-accounts.',
        ],
      },
      {
        heading: '3. Acceptable use',
        paragraphs: [
          'You may not use the services for unlawful content, spam, attacks on other networks, cryptocurrency mining without prior agreement, or anything that harms the platform or other customers.',
          'We may suspend resources that breach these rules after notice, or immediately where the law or an ongoing attack requires it.',
        ],
      },
      {
        heading: '4. Billing',
        paragraphs: [
          'Prices are shown in yuan. Prepaid services are charged from your wallet when ordered; renewals are charged before the period ends. Gift balance is spent before cash balance and cannot be withdrawn.',
        ],
      },
      {
        heading: '5. Service levels and liability',
        paragraphs: [
          'We aim for 99.95% monthly availability per region; service credits for shortfalls are described in the product documentation. Our liability is limited to the fees you paid for the affected service in the three months before the event.',
        ],
      },
    ],
  },
  {
    type: 'privacy',
    title: 'Privacy Policy',
    updated: '2025-01-01',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Account data (e-mail, phone number, name), real-name verification data, billing records, and technical logs such as IP addresses and console actions.',
        ],
      },
      {
        heading: '2. Why we use it',
        paragraphs: [
          'To provide and bill the services, to meet legal obligations such as identity verification, to secure the platform and to answer your support requests. We do not sell personal information.',
        ],
      },
      {
        heading: '3. Where it is stored',
        paragraphs: [
          'Personal information is stored in mainland China. We do not transfer it abroad except where you ask us to and the law allows it.',
        ],
      },
      {
        heading: '4. Your rights',
        paragraphs: [
          'You can view and correct your profile in the account area, and ask us to delete your account and personal information by contacting support. Some records must be kept for the periods the law requires.',
        ],
      },
    ],
  },
  {
    type: 'recharge',
    title: 'Recharge Agreement',
    updated: '2025-01-01',
    sections: [
      {
        heading: '1. Top-ups',
        paragraphs: [
          'Online top-ups start at 10 yuan and are credited when the payment provider confirms them. Public bank transfers are credited after our finance team confirms receipt.',
        ],
      },
      {
        heading: '2. Refunds',
        paragraphs: [
          'Unused cash balance can be refunded to the original payment method on request, less any fees charged by the payment provider. Gift balance is not refundable.',
        ],
      },
    ],
  },
];

/** The agreement for `type`, or undefined (→ 404). */
export function findAgreement(type: string | undefined): Agreement | undefined {
  return AGREEMENTS.find((a) => a.type === type);
}

/**
 * Seeded agreements (/agreement/{type}) in zh-CN and en; body blocks as in content-articles.ts.
 * Agreement types decided in docs/decisions/0006-content.md "Agreements". The full service agreement and privacy policy are in
 * agreements-full.ts, the refund policy and SLA in agreements-billing.ts; the shorter policies stay here. The
 * solution pages are in content-solutions.ts.
 */
import { refundPolicy, slaAgreement } from './agreements-billing.ts';
import { type AgreementSeed, privacyPolicy, serviceAgreement } from './agreements-full.ts';

export const agreementSeed: AgreementSeed[] = [
  serviceAgreement,
  privacyPolicy,
  slaAgreement,
  {
    type: 'acceptable-use',
    version: '2025-01',
    zh: {
      title: '可接受使用政策',
      body: [
        '您不得利用岚云服务从事以下行为：',
        '- 发送垃圾邮件、网络钓鱼或传播恶意软件',
        '- 发起 DDoS 攻击、端口扫描或入侵他人系统',
        '- 存储或传播违法违规内容',
        '- 未经许可的挖矿或转售',
        '违反本政策的，岚云有权暂停相关实例并通知您整改。',
      ],
    },
    en: {
      title: 'Acceptable Use Policy',
      body: [
        'You may not use Lanyun services to:',
        '- send spam, run phishing or spread malware',
        '- launch DDoS attacks, scan ports or break into other systems',
        '- store or distribute unlawful content',
        '- mine cryptocurrency or resell without permission',
        'We may suspend instances that break this policy and ask you to remedy it.',
      ],
    },
  },
  refundPolicy,
  {
    type: 'data-processing',
    version: '2025-03',
    zh: {
      title: '数据处理协议',
      body: [
        '当您在岚云服务中存储或处理个人信息时，您是个人信息处理者，岚云作为受托方按您的指示处理。',
        '- 岚云不会将您的数据用于其他目的',
        '- 数据存放在您选择的地域，不会擅自迁移',
        '- 发生安全事件时，岚云将在 24 小时内通知您',
      ],
    },
    en: {
      title: 'Data Processing Agreement',
      body: [
        'When you store or process personal information in Lanyun services, you are the handler and Lanyun processes it on your instructions.',
        '- We never use your data for other purposes',
        '- Data stays in the region you choose',
        '- We tell you of a security incident within 24 hours',
      ],
    },
  },
  {
    type: 'real-name',
    version: '2025-01',
    zh: {
      title: '实名认证规则',
      body: [
        '根据相关法律法规，购买和充值前须完成实名认证。',
        '- 个人认证：本人有效居民身份证',
        '- 企业认证：营业执照与统一社会信用代码',
        '主账号完成认证后，子账号共享主账号的认证状态。认证信息变更请提交工单。',
      ],
    },
    en: {
      title: 'Real-name Verification Rules',
      body: [
        'Chinese law requires real-name verification before purchases and top-ups.',
        '- Personal: your valid resident identity card',
        '- Enterprise: business licence and unified social credit code',
        'Sub-accounts share the main account’s verification. To change verified details, open a ticket.',
      ],
    },
  },
  {
    type: 'recharge',
    version: '2025-01',
    zh: {
      title: '充值协议',
      body: [
        '## 一、充值',
        '在线充值单笔不低于 10 元、不高于 50,000 元，以支付机构确认到账为准；对公转账在财务确认收款后入账。',
        '## 二、余额使用',
        '购买服务时优先使用赠送余额，其次使用现金余额。赠送余额不可提现、不可转让。',
        '## 三、退款',
        '未消费的现金余额可申请原路退回，支付机构收取的手续费除外。',
      ],
    },
    en: {
      title: 'Recharge Agreement',
      body: [
        '## 1. Top-ups',
        'Online top-ups are between 10 and 50,000 yuan each and are credited when the payment provider confirms them. Public bank transfers are credited after our finance team confirms receipt.',
        '## 2. Using the balance',
        'Purchases spend gift balance first, then cash balance. Gift balance cannot be withdrawn or transferred.',
        '## 3. Refunds',
        'Unused cash balance can be refunded to the original payment method on request, less any fees charged by the payment provider.',
      ],
    },
  },
];

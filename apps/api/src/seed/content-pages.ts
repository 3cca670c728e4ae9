/**
 * Seeded agreements (/agreement/{type}) in zh-CN and en; body blocks as in content-articles.ts.
 * Agreement types decided in docs/decisions.md "Agreements". The solution pages are in
 * content-solutions.ts.
 */

export const agreementSeed: {
  type: string;
  version: string;
  zh: { title: string; body: string[] };
  en: { title: string; body: string[] };
}[] = [
  {
    type: 'service',
    version: '2025-03',
    zh: {
      title: '岚云服务协议',
      body: [
        '## 一、协议范围',
        '本协议是您与杭州岚云计算有限公司（“岚云”）之间关于使用岚云云服务器、云手机、IP 数据等服务的约定。',
        '## 二、账号与实名',
        '您应使用真实信息注册并完成实名认证；账号及子账号下的全部操作视为您本人的行为。',
        '## 三、费用',
        '服务按页面公示价格预付，从账户余额扣除。赠送余额优先使用，不可提现。',
        '## 四、服务变更与终止',
        '服务到期未续费的，实例停机并保留数据 7 天，期满释放。',
        '## 五、责任限制',
        '因不可抗力或第三方原因造成的服务中断，按《服务等级协议》处理。',
      ],
    },
    en: {
      title: 'Lanyun Cloud Service Agreement',
      body: [
        '## 1. Scope',
        'This agreement governs your use of Lanyun Cloud servers, cloud phones, IP intelligence and other services provided by Hangzhou Lanyun Cloud Computing Co., Ltd. ("Lanyun").',
        '## 2. Accounts and verification',
        'Register with true information and complete real-name verification. Everything done under your account and its sub-accounts is your responsibility.',
        '## 3. Fees',
        'Services are prepaid at the published prices and deducted from your balance. Gift balance is spent first and cannot be withdrawn.',
        '## 4. Changes and termination',
        'A service not renewed by its expiry is stopped and its data kept for 7 days, then released.',
        '## 5. Limitation of liability',
        'Interruptions caused by force majeure or third parties are handled under the Service Level Agreement.',
      ],
    },
  },
  {
    type: 'privacy',
    version: '2025-03',
    zh: {
      title: '隐私政策',
      body: [
        '## 我们收集的信息',
        '- 注册信息：邮箱、手机号',
        '- 实名认证信息：姓名、证件号码与证件照片，仅用于身份核验',
        '- 使用信息：登录 IP、操作日志',
        '## 信息的使用与保存',
        '个人信息存储在中国境内，实名资料在账号注销后按法律要求保存期限届满即删除。',
        '## 您的权利',
        '您可以查询、更正、删除个人信息或注销账号，联系 privacy@lanyun.cloud。',
      ],
    },
    en: {
      title: 'Privacy Policy',
      body: [
        '## What we collect',
        '- Sign-up details: e-mail, phone number',
        '- Real-name verification: name, ID number and document photos, used only to verify identity',
        '- Usage: log-in IP addresses and activity logs',
        '## How we use and keep it',
        'Personal information is stored in mainland China. Verification data is deleted when the legal retention period after account closure ends.',
        '## Your rights',
        'You can access, correct or delete your information or close your account by writing to privacy@lanyun.cloud.',
      ],
    },
  },
  {
    type: 'sla',
    version: '2025-01',
    zh: {
      title: '服务等级协议（SLA）',
      body: [
        '## 可用性承诺',
        '单台云服务器月可用性不低于 99.95%；云盘数据持久性不低于 99.9999999%。',
        '## 赔偿标准',
        '- 可用性低于 99.95% 但不低于 99%：赔偿当月费用的 10%',
        '- 低于 99% 但不低于 95%：赔偿 25%',
        '- 低于 95%：赔偿 100%',
        '赔偿以代金券形式发放，须在故障结束后 30 天内通过工单申请。',
      ],
    },
    en: {
      title: 'Service Level Agreement (SLA)',
      body: [
        '## Commitment',
        'Each ECS instance is available at least 99.95% of every month; cloud disk durability is at least 99.9999999%.',
        '## Service credits',
        '- Below 99.95% but at least 99%: 10% of the month’s fee',
        '- Below 99% but at least 95%: 25%',
        '- Below 95%: 100%',
        'Credits are issued as vouchers; claim them by ticket within 30 days of the incident.',
      ],
    },
  },
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
  {
    type: 'refund',
    version: '2026-11',
    zh: {
      title: '退款政策',
      body: [
        '## 余额退款',
        '现金余额可申请原路退回，赠送余额不予退款。',
        '## 5 天无理由退款',
        '- 每个账号首次购买的云服务器（ECS）实例，自支付之时起 5 天（120 小时）内，可在实例列表中申请无理由退款，实例随即释放',
        '- 退还该实例的实付金额：现金支付部分退回现金余额，赠送余额支付部分退回赠送余额',
        '- 每个账号每种产品仅限一次；续费订单、再次购买的实例、试用产品不适用；超过 5 天不再受理',
        '## 其他退订',
        '- 其余情况下释放实例，未使用的时长不予退款',
        '退款一般在 3 至 7 个工作日内到账。',
      ],
    },
    en: {
      title: 'Refund Policy',
      body: [
        '## Balance refunds',
        'Cash balance can be refunded to the original payment method; gift balance is not refundable.',
        '## 5-day no-reason refund',
        '- The first ECS instance an account buys can be refunded without a reason within 5 days (120 hours) of payment, from the instance list; the instance is then released',
        '- The amount paid for that instance is returned: the part paid in cash to the cash balance, the part paid from gift balance to the gift balance',
        '- Once per account per product; renewals, later purchases and trials are not eligible; after 5 days no request is accepted',
        '## Other cancellations',
        '- Otherwise a released instance’s unused time is not refunded',
        'Refunds usually arrive within 3 to 7 working days.',
      ],
    },
  },
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

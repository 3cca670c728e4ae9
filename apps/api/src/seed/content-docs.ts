/**
 * Seeded documents (type 2 classes `guide`, `faq`) in zh-CN and en; body blocks as in content-articles.ts.
 * The short quick start and FAQ answers live here; the in-depth guides in ./articles/.
 */
import type { ArticleSeed } from './content-articles.ts';
import { guideArticleSeed } from './articles/index.ts';

export const docArticleSeed: ArticleSeed[] = [
  {
    cls: 'guide',
    daysAgo: 5,
    zh: {
      title: '快速入门：创建第一台云服务器',
      summary: '从选择地域到第一次 SSH 登录，十分钟完成。',
      body: [
        '## 1. 完成实名认证',
        '在“账号中心 → 实名认证”提交资料。购买云服务器需要通过实名认证。',
        '## 2. 选择配置',
        '打开云服务器页面，选择离用户最近的地域和可用区，选择镜像（如 Ubuntu 24.04）和规格。',
        '## 3. 设置登录方式并支付',
        '选择 SSH 密钥，或设置符合实例密码规则的密码，然后使用账户余额支付。',
        '## 4. 登录实例',
        '实例约一分钟后出现在实例中心，使用 ssh root@公网IP 登录。',
      ],
    },
    en: {
      title: 'Getting started: create your first ECS instance',
      summary: 'From region choice to your first SSH log-in in ten minutes.',
      body: [
        '## 1. Verify your identity',
        'Complete real-name verification under Account → Real-name verification. Purchases need a verified account.',
        '## 2. Choose a configuration',
        'Open the ECS page, choose a region and zone near your users, pick an image such as Ubuntu 24.04, and a configuration.',
        '## 3. Set the log-in and pay',
        'Choose an SSH key or set a password that follows the instance password rule, then pay from your wallet balance.',
        '## 4. Log in',
        'The instance appears in the instance center within a minute; connect with ssh root@<public IP>.',
      ],
    },
  },
  {
    cls: 'faq',
    daysAgo: 4,
    zh: {
      title: '为什么充值需要实名认证',
      summary: '相关法规要求先核验身份再收款。',
      body: ['在中国境内销售云服务需要对客户进行实名核验。完成一次认证，审核通过后即可充值。'],
    },
    en: {
      title: 'Why does my top-up ask for real-name verification?',
      summary: 'Regulations require verified identity before funds are accepted.',
      body: [
        'Cloud services in China must be sold to verified customers. Complete verification once and top-ups are available immediately after approval.',
      ],
    },
  },
  {
    cls: 'faq',
    daysAgo: 12,
    zh: {
      title: '余额是如何扣费的',
      summary: '购买时优先使用赠送余额，再使用现金余额。',
      body: ['总余额 = 现金余额 + 活动赠送余额。', '购买时先扣赠送余额，不足部分再扣现金余额。赠送余额不可提现。'],
    },
    en: {
      title: 'How is my balance spent?',
      summary: 'Gift balance is used before cash balance for purchases.',
      body: [
        'Your total balance is your cash balance plus any gift balance from promotions.',
        'Purchases spend gift balance first, then cash balance. Gift balance cannot be withdrawn.',
      ],
    },
  },
  {
    cls: 'faq',
    daysAgo: 25,
    zh: {
      title: '忘记登录密码怎么办',
      summary: '通过邮箱或手机验证码重置。',
      body: [
        '在登录页点击“忘记密码”，输入账号绑定的邮箱或手机号和收到的验证码，然后设置新密码。重置后其他设备上的登录会失效。',
      ],
    },
    en: {
      title: 'I forgot my password',
      summary: 'Reset it with a code sent to your e-mail or phone.',
      body: [
        'On the log-in page choose "Forgot password", enter the e-mail or phone of the account and the code we send, then choose a new password. Other devices are logged out after a reset.',
      ],
    },
  },
  {
    cls: 'faq',
    daysAgo: 31,
    zh: {
      title: '实例到期后数据会保留多久',
      summary: '到期后停机保留 7 天，之后释放。',
      body: [
        '实例到期后会自动停机，数据保留 7 天，期间续费即可恢复运行。',
        '7 天后实例和云盘会被释放，数据无法找回。开启自动续费可避免意外到期。',
      ],
    },
    en: {
      title: 'How long is data kept after an instance expires?',
      summary: 'Stopped and kept for 7 days, then released.',
      body: [
        'An expired instance is stopped and its data kept for 7 days; renew within that time to start it again.',
        'After 7 days the instance and its disks are released and the data cannot be recovered. Turn on auto-renewal to avoid surprises.',
      ],
    },
  },
  {
    cls: 'faq',
    daysAgo: 39,
    zh: {
      title: '可以开具发票吗',
      summary: '支持增值税普通发票和专用发票。',
      body: [
        '可以。在费用中心的“发票”区域提交申请，按实际消费的现金金额开具增值税普通发票或专用发票；充值和赠送余额支付的部分不开票。',
        '财务开具后，申请状态变为“已开具”，可在同一页面下载发票文件。详见帮助中心《发票申请流程：普通发票与专用发票》。',
      ],
    },
    en: {
      title: 'Can I get an invoice?',
      summary: 'Ordinary and special VAT invoices are available.',
      body: [
        'Yes. Request one in the "Invoices" area of the cost center: ordinary or special VAT invoices are issued for the cash you spend on products; top-ups and what gift balance paid are not invoiced.',
        'Once finance has issued it, the request shows "issued" and the invoice file can be downloaded on the same page. The guide "Requesting invoices: ordinary and special VAT invoices" has the details.',
      ],
    },
  },
  ...guideArticleSeed,
];

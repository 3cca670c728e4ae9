/** Seeded documents (type 2 classes `guide`, `faq`) in zh-CN and en; body blocks as in content-articles.ts. */
import type { ArticleSeed } from './content-articles.ts';

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
    cls: 'guide',
    daysAgo: 9,
    zh: {
      title: '账户充值指南',
      summary: '支持微信支付、支付宝在线充值和对公转账。',
      body: [
        '在线充值最低 10 元，支付成功后实时到账。',
        '对公转账请使用充值弹窗中显示的收款账户，并在备注中填写账号 ID；财务确认收款后入账，通常在一个工作日内。',
      ],
    },
    en: {
      title: 'Topping up your wallet',
      summary: 'Online top-up by WeChat Pay or Alipay, or a public bank transfer.',
      body: [
        'Online top-ups start at ¥10 and are credited as soon as the payment provider confirms them.',
        'For a bank transfer, use the account shown in the recharge dialog and put your account ID in the remark; transfers are credited after our finance team confirms receipt, usually within one working day.',
      ],
    },
  },
  {
    cls: 'guide',
    daysAgo: 13,
    zh: {
      title: '实名认证需要准备什么',
      summary: '个人认证需要身份证，企业认证需要营业执照。',
      body: [
        '个人认证需填写真实姓名、18 位身份证号，并上传身份证正反面照片。',
        '企业认证需填写企业名称、统一社会信用代码，并上传营业执照照片。审核通常在一个工作日内完成。',
      ],
    },
    en: {
      title: 'Real-name verification: what you need',
      summary: 'Personal accounts need an ID card; enterprise accounts need a business licence.',
      body: [
        'Personal verification asks for your legal name, your resident ID number and photos of both sides of the card.',
        'Enterprise verification asks for the company name, the unified social credit code and a photo of the business licence. Reviews usually finish within one working day.',
      ],
    },
  },
  {
    cls: 'guide',
    daysAgo: 17,
    zh: {
      title: '子账号与权限管理',
      summary: '为团队成员创建独立账号，只授予需要的权限。',
      body: [
        '主账号可以创建子账号，并为其授予个人中心、费用中心和控制台的权限。',
        '没有充值权限的子账号无法为钱包充值，请联系主账号开通。',
      ],
    },
    en: {
      title: 'Sub-accounts and permissions',
      summary: 'Give team members their own log-in with only the rights they need.',
      body: [
        'A main account can create sub-accounts and grant them permissions for the personal center, cost center and the consoles.',
        'A sub-account without the top-up permission cannot recharge the wallet; ask the main account to enable it.',
      ],
    },
  },
  {
    cls: 'guide',
    daysAgo: 21,
    zh: {
      title: '使用 SSH 密钥登录 Linux 实例',
      summary: '生成密钥对、上传公钥并在创建实例时选择。',
      body: [
        '在本地终端执行 ssh-keygen -t ed25519 生成密钥对，私钥保存在本机，切勿外传。',
        '在“SSH 密钥”页面粘贴公钥（以 ssh-ed25519 开头的一行），创建实例时选择该密钥即可免密登录。',
      ],
    },
    en: {
      title: 'Log in to Linux instances with an SSH key',
      summary: 'Generate a key pair, upload the public key and choose it when you create an instance.',
      body: [
        'Run ssh-keygen -t ed25519 in a local terminal. The private key stays on your computer; never share it.',
        'Paste the public key (the line starting with ssh-ed25519) on the SSH keys page and choose it when creating an instance to log in without a password.',
      ],
    },
  },
  {
    cls: 'guide',
    daysAgo: 26,
    zh: {
      title: '云手机快速上手',
      summary: '购买、连接和批量管理云手机。',
      body: [
        '在云手机页面选择套餐、地域和时长后支付，云手机一般在两分钟内开机。',
        '下载岚云云手机客户端，登录同一账号即可看到全部云手机，支持批量安装应用和同步操作。',
      ],
    },
    en: {
      title: 'Cloud phones: a quick start',
      summary: 'Buy, connect to and manage many cloud phones.',
      body: [
        'Choose a package, region and duration on the cloud-phone page and pay; phones usually boot within two minutes.',
        'Install the Lanyun Cloud Phone client and log in with the same account to see every phone; it installs apps and repeats actions on many phones at once.',
      ],
    },
  },
  {
    cls: 'guide',
    daysAgo: 33,
    zh: {
      title: 'IP 数据接口接入说明',
      summary: '创建 API 密钥并调用 IP 查询接口。',
      body: [
        '在 IP 数据服务的控制台创建 API 密钥，密钥只显示一次，请妥善保存。',
        '请求时在 x-api-key 请求头中携带密钥；免费套餐每月 50,000 次查询，超出后接口返回 429。',
      ],
    },
    en: {
      title: 'Using the IP intelligence API',
      summary: 'Create an API key and call the IP lookup API.',
      body: [
        'Create an API key in the IP intelligence console; it is shown once, so store it safely.',
        'Send the key in the x-api-key header. The free plan includes 50,000 lookups a month; past that the API answers 429.',
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
      body: ['在费用中心提交开票申请，已消费金额可开具增值税普通发票或专用发票，电子发票通常 3 个工作日内发送到邮箱。'],
    },
    en: null,
  },
];

/**
 * Demo content seeded on first start, in zh-CN and en: banners, news classes, notices, friend
 * links, downloads and resources (articles in content-articles.ts and content-docs.ts, solution
 * pages in content-solutions.ts, agreements in content-pages.ts). Written as a provider would publish it; operators
 * replace it through the console. Bodies are turned into HTML by `toHtml` and then sanitized.
 */

/**
 * The trial banner's text: the offer services/orders/trials.ts gives (a cloud phone, after review), its days quoted as the
 * catalog token `{trial_days}` that the cloud site fills from /phone/trial_terms (apps/cloud catalog-facts.ts).
 */
export const TRIAL_BANNER = {
  title: '先试后买：{trial_days} 天免费试用',
  titleEn: 'Try before you buy: {trial_days}-day free trial',
  subtitle: '完成实名认证即可申请云手机免费试用 {trial_days} 天，审核通过后领取，无需绑卡。',
  subtitleEn:
    'Verified accounts can apply for a free {trial_days}-day cloud-phone trial, claimed once approved. No card required.',
} as const;

/** Body blocks → HTML: `## ` heading, consecutive `- ` lines a list, anything else a paragraph (text escaped). */
export function toHtml(blocks: string[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((li) => `<li>${esc(li)}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const b of blocks) {
    if (b.startsWith('- ')) {
      list.push(b.slice(2));
      continue;
    }
    flush();
    out.push(b.startsWith('## ') ? `<h2>${esc(b.slice(3))}</h2>` : `<p>${esc(b)}</p>`);
  }
  flush();
  return out.join('\n');
}

/**
 * Home banners. Prices and counts are catalog tokens (`{ecs_from}`, `{phone_from}`, `{regions}`, `{zones}`) that the
 * cloud site fills from the catalog when it renders the page (apps/cloud catalog-facts.ts).
 */
export const bannerSeed = [
  {
    title: '云服务器 ECS 低至 {ecs_from} 元/月',
    titleEn: 'Elastic Compute Service from ¥{ecs_from}/month',
    subtitle: '{regions} 个地域提供英特尔至强与 AMD EPYC 实例，按月或按年付费，免费提供 5 Gbps DDoS 基础防护。',
    subtitleEn:
      'Intel Xeon and AMD EPYC instances in {regions} regions, billed monthly or yearly, with free DDoS protection up to 5 Gbps.',
    link: '/ecs',
    bgColor: '#0b3d91',
    sort: 1,
  },
  {
    title: '云手机，多开应用的团队之选',
    titleEn: 'Cloud phones for teams that run many apps',
    subtitle: '云端 Android 12 实例，稳定的独立 IP，一个控制台统一管理。',
    subtitleEn: 'Android 12 instances in the cloud with stable dedicated IPs, managed from one console.',
    link: '/buyphone',
    bgColor: '#0f766e',
    sort: 2,
  },
  {
    ...TRIAL_BANNER,
    link: '/trial',
    bgColor: '#6d28d9',
    sort: 3,
  },
];

export const newsClassSeed = [
  { key: 'company', name: '公司动态', nameEn: 'Company news', type: 1, sort: 1 },
  { key: 'industry', name: '行业洞察', nameEn: 'Industry insights', type: 1, sort: 2 },
  { key: 'guide', name: '产品文档', nameEn: 'Product documents', type: 2, sort: 3 },
  { key: 'faq', name: '帮助中心', nameEn: 'Help center', type: 2, sort: 4 },
];

export const noticeSeed = [
  {
    daysAgo: 1,
    title: '北京地域网络设备升级公告（周六 02:00–04:00）',
    titleEn: 'Scheduled network maintenance in Beijing, 02:00–04:00 next Saturday',
    body: '北京地域核心路由器将于本周六凌晨升级。实例保持运行，期间可能出现最多两次、每次不超过 30 秒的网络中断。',
    bodyEn:
      'Core routers in the Beijing region will be upgraded. Instances keep running; expect up to two short interruptions of under 30 seconds each.',
  },
  {
    daysAgo: 7,
    title: '标准 SSD 云盘降价通知',
    titleEn: 'Price cut for standard SSD cloud disks',
    body: '自下月 1 日起，标准 SSD 云盘价格由每 GB 每月 1.00 元降至 0.80 元。已购买的包年云盘不受影响。',
    bodyEn:
      'From the first of next month, standard SSD disks cost ¥0.80 per GB per month, down from ¥1.00. Existing yearly subscriptions are not affected.',
  },
  {
    daysAgo: 14,
    title: '短信验证码通道切换公告',
    titleEn: 'SMS verification codes move to a new carrier',
    body: '为提升到达率，短信验证码将切换至新的运营商通道，签名保持“岚云”不变。如未收到验证码，可改用邮箱验证。',
    bodyEn:
      'To improve delivery, verification texts move to a new carrier; the sender name stays "Lanyun". If a code does not arrive, use e-mail verification instead.',
  },
  {
    daysAgo: 20,
    title: '新建实例默认封禁出方向 25 端口',
    titleEn: 'Outbound port 25 blocked by default on new instances',
    body: '为保护 IP 信誉，新建实例默认封禁出方向 SMTP 25 端口。如需自建邮件服务器，请提交工单申请解封。',
    bodyEn:
      'To protect IP reputation, outbound SMTP on port 25 is blocked by default on new instances. Apply through a ticket if you run a mail server.',
  },
  {
    daysAgo: 29,
    title: '上海可用区 B 电力系统例行巡检',
    titleEn: 'Routine power inspection in Shanghai Zone B',
    body: '上海可用区 B 将进行电力系统例行巡检，采用双路供电轮换，预计不影响业务。',
    bodyEn:
      'Shanghai Zone B will have its routine power inspection with the two feeds switched in turn; no impact on service is expected.',
  },
  {
    daysAgo: 45,
    title: '节假日客服服务时间安排',
    titleEn: 'Holiday support hours',
    body: '节假日期间工单服务 7×24 小时不间断，电话客服服务时间为 09:00 至 21:00。',
    bodyEn: 'Ticket support runs 24/7 through the holiday; phone support is available from 09:00 to 21:00.',
  },
  {
    daysAgo: 58,
    title: '旧版 API 签名方式停用提醒',
    titleEn: 'Old API signature method retiring',
    body: '旧版 HMAC-MD5 签名方式将于三个月后停用，请尽快升级到 HMAC-SHA256。',
    bodyEn: 'The old HMAC-MD5 signature method will be retired in three months; please move to HMAC-SHA256 soon.',
  },
];

export const friendLinkSeed = [
  { name: 'DB-IP', nameEn: 'DB-IP', url: 'https://db-ip.com/' },
  { name: '中国互联网络信息中心', nameEn: 'China Internet Network Information Center', url: 'https://www.cnnic.cn/' },
  { name: 'Ubuntu', nameEn: 'Ubuntu', url: 'https://ubuntu.com/' },
  { name: 'Debian', nameEn: 'Debian', url: 'https://www.debian.org/' },
  { name: 'PostgreSQL 中文社区', nameEn: 'PostgreSQL', url: 'https://www.postgresql.org/' },
];

export const resourceClassSeed = [
  { key: 'sdk', name: '开发工具与 SDK', nameEn: 'Tools and SDKs', sort: 1 },
  { key: 'whitepaper', name: '白皮书', nameEn: 'White papers', sort: 2 },
  { key: 'video', name: '视频教程', nameEn: 'Video tutorials', sort: 3 },
  { key: 'compliance', name: '合规资料', nameEn: 'Compliance', sort: 4 },
];

export const resourceSeed = [
  {
    cls: 'sdk',
    kind: 'tool',
    title: 'TypeScript SDK（@lanyun/api-sdk）',
    titleEn: 'TypeScript SDK (@lanyun/api-sdk)',
    description: '类型完整的 API 客户端，浏览器与 Node.js 通用。',
    descriptionEn: 'A fully typed API client for browsers and Node.js.',
    url: '/docs',
  },
  {
    cls: 'sdk',
    kind: 'tool',
    title: 'OpenAPI 接口描述文件',
    titleEn: 'OpenAPI description',
    description: '用任意语言生成客户端的 OpenAPI 3.1 文档。',
    descriptionEn: 'The OpenAPI 3.1 document for generating clients in any language.',
    url: '/openapi.json',
  },
  {
    cls: 'whitepaper',
    kind: 'whitepaper',
    title: '岚云安全白皮书',
    titleEn: 'Lanyun Cloud security white paper',
    description: '物理、网络、主机与数据安全的整体介绍。',
    descriptionEn: 'How we secure facilities, networks, hosts and data.',
    url: '/resource/whitepaper-security.pdf',
  },
  {
    cls: 'whitepaper',
    kind: 'whitepaper',
    title: '云手机技术白皮书',
    titleEn: 'Cloud phone technical white paper',
    description: 'ARM 服务器集群上的云手机架构与隔离机制。',
    descriptionEn: 'Architecture and isolation of cloud phones on ARM server clusters.',
    url: '/resource/whitepaper-cloud-phone.pdf',
  },
  {
    cls: 'whitepaper',
    kind: 'whitepaper',
    title: '游戏行业上云实践',
    titleEn: 'Running games in the cloud',
    description: '从开服、扩容到跨区部署的经验总结。',
    descriptionEn: 'Lessons from launch, scale-out and multi-region game deployments.',
    url: '/resource/whitepaper-games.pdf',
  },
  {
    cls: 'video',
    kind: 'video',
    title: '三分钟创建云服务器',
    titleEn: 'Create an instance in three minutes',
    description: '视频演示从选购到登录的完整流程。',
    descriptionEn: 'A video walk-through from purchase to first log-in.',
    url: '/tutorial',
  },
  {
    cls: 'video',
    kind: 'video',
    title: '云手机批量管理演示',
    titleEn: 'Managing many cloud phones',
    description: '分组、批量安装应用与同步操作。',
    descriptionEn: 'Groups, bulk app installs and synchronised actions.',
    url: '/tutorial',
  },
  {
    cls: 'compliance',
    kind: 'doc',
    title: '等保三级测评说明',
    titleEn: 'MLPS level-3 assessment summary',
    description: '平台等级保护测评范围与结论摘要。',
    descriptionEn: 'Scope and findings of the platform’s classified-protection assessment.',
    url: '/resource/mlps-level3-summary.pdf',
  },
  {
    cls: 'compliance',
    kind: 'doc',
    title: '数据处理协议',
    titleEn: 'Data processing agreement',
    description: '岚云作为受托处理者的责任与义务。',
    descriptionEn: 'Our duties when we process personal information on your behalf.',
    url: '/agreement/data-processing',
  },
];

/**
 * Seeded solution pages (the seven /solution/{slug} pages) and agreements (/agreement/{type}) in
 * zh-CN and en; body blocks as in content-articles.ts. Agreement types decided in
 * docs/decisions.md "Agreements".
 */

interface PageText {
  title: string;
  summary: string;
  body: string[];
}

export const solutionSeed: { slug: string; zh: PageText; en: PageText }[] = [
  {
    slug: 'bangong',
    zh: { title: '远程办公解决方案', summary: '云桌面 + 云服务器，员工在任何地点安全访问办公系统。', body: ['## 面临的挑战', '- 员工分散在多地，办公系统需要统一、安全的访问入口', '- 笔记本丢失带来数据泄露风险', '## 方案', '在离员工最近的地域部署云桌面和内部系统，数据始终留在云端，终端只接收画面。通过子账号为 IT 管理员分配权限，按部门控制访问。', '## 推荐配置', '- 通用型 4 vCPU / 8 GiB 云桌面，每人 2 Mbps 带宽', '- 内部系统部署在同地域的两个可用区，互为备份'] },
    en: { title: 'Remote office', summary: 'Cloud desktops and servers so staff reach office systems safely from anywhere.', body: ['## The challenge', '- Staff in many places need one secure way into office systems', '- A lost laptop should not mean lost data', '## The solution', 'Run cloud desktops and internal systems in the region nearest your staff. Data stays in the cloud; devices only receive the picture. Sub-accounts give IT administrators exactly the rights they need, department by department.', '## Recommended set-up', '- General-purpose 4 vCPU / 8 GiB desktops with 2 Mbps per user', '- Internal systems in two zones of the same region, each backing up the other'] },
  },
  {
    slug: 'fangzhen',
    zh: { title: '仿真计算解决方案', summary: '按项目弹性使用高主频计算资源，求解任务并行提速。', body: ['## 面临的挑战', '- CAE、CFD 求解周期长，本地工作站排队', '- 高峰期算力不足，平时又闲置', '## 方案', '项目高峰按月购买计算型实例，多台并行求解；项目结束即释放。模型与结果保存在云盘，快照保留每个版本。', '## 推荐配置', '- 计算型 C7 32 vCPU 实例，按求解器许可数量横向扩展', '- ESSD 云盘存放模型，按需开启快照'] },
    en: { title: 'Simulation', summary: 'High-clock compute by the project, with solver jobs running in parallel.', body: ['## The challenge', '- CAE and CFD runs take days and queue for workstations', '- Capacity falls short at peaks and sits idle the rest of the time', '## The solution', 'Buy compute-optimised instances by the month for the project peak, run solvers in parallel, and release them when the project ends. Models and results live on cloud disks with a snapshot per version.', '## Recommended set-up', '- C7 instances with 32 vCPUs, scaled out to match your solver licences', '- ESSD disks for models, with snapshots when you need them'] },
  },
  {
    slug: 'piliang',
    zh: { title: '批量计算解决方案', summary: '队列驱动的大规模并行任务：转码、数据处理与渲染。', body: ['## 适用场景', '- 视频批量转码、日志与数据清洗、离线渲染', '## 方案', '任务拆分后放入队列，由一组同规格实例并行消费；中间结果写入云盘，实例释放后可从断点继续。', '## 成本建议', '- 按任务量选择实例数量，完成后立即释放', '- 使用包月实例承担基线负载，峰值部分按需扩容'] },
    en: { title: 'Batch computing', summary: 'Queue-driven parallel jobs: transcoding, data processing and rendering.', body: ['## Where it fits', '- Bulk video transcoding, log and data cleansing, offline rendering', '## The solution', 'Split the work into queued tasks consumed in parallel by a pool of identical instances. Intermediate results go to cloud disks so work resumes where it stopped if an instance goes away.', '## Keeping costs down', '- Size the pool to the backlog and release it when done', '- Monthly instances carry the baseline; add capacity only for peaks'] },
  },
  {
    slug: 'ruanjian',
    zh: { title: '软件开发与测试解决方案', summary: '开发、测试、预发环境一键复制，云手机覆盖真机测试。', body: ['## 方案', '用自定义镜像固化开发环境，新成员几分钟内获得一致的环境；测试环境按需创建、用完释放。', '移动端测试使用云手机真机 ARM 环境，批量安装测试包并同步操作。', '## 团队协作', '通过子账号为开发、测试、运维分配不同权限，费用集中在主账号结算。'] },
    en: { title: 'Software development and testing', summary: 'Copy development, test and staging environments at will; cloud phones for real-device tests.', body: ['## The solution', 'Capture the development environment in a custom image so a new colleague has an identical one within minutes. Test environments are created on demand and released afterwards.', 'Mobile testing runs on cloud phones with native ARM, installing builds and repeating actions on many phones at once.', '## Working as a team', 'Sub-accounts give developers, testers and operations different rights, while the main account pays for everything.'] },
  },
  {
    slug: 'yingxiao',
    zh: { title: '营销推广解决方案', summary: '活动页、广告投放与多账号运营，一站式稳定支撑。', body: ['## 面临的挑战', '- 大促流量突增，活动页不能掉线', '- 多个社媒账号需要独立、稳定的运行环境', '## 方案', '活动前按压测结果扩容云服务器，BGP 多线带宽保障各运营商访问；每个运营账号使用独立云手机，环境互不干扰。', '## 效果衡量', '通过推广链接参数与回传接口记录来源、点击与转化，评估每个渠道的投入产出。'] },
    en: { title: 'Marketing', summary: 'Campaign pages, ad traffic and many social accounts, reliably served.', body: ['## The challenge', '- Campaign traffic spikes and the landing page must stay up', '- Each social account needs its own stable environment', '## The solution', 'Scale servers ahead of the campaign from your load-test results, with BGP multi-line bandwidth for every carrier. Each account runs on its own cloud phone, isolated from the others.', '## Measuring results', 'Campaign link parameters and conversion callbacks record source, clicks and conversions so you can see what each channel returns.'] },
  },
  {
    slug: 'youxi',
    zh: { title: '游戏行业解决方案', summary: '开服快、延迟低、防护强的游戏服务器部署方案。', body: ['## 方案', '- 战斗服使用高主频计算型实例，保证帧率稳定', '- 全球同服时在新加坡、东京部署接入节点，回国走优化线路', '- 默认 5 Gbps DDoS 基础防护，可按需升级', '## 开服节奏', '新区开服前一天扩容并完成压测，开服后根据在线人数逐步合服释放资源。'] },
    en: { title: 'Games', summary: 'Game servers that launch fast, answer quickly and withstand attacks.', body: ['## The solution', '- Battle servers on high-clock compute instances for a steady tick rate', '- For global servers, access points in Singapore and Tokyo with optimised routes home', '- 5 Gbps DDoS protection included, upgradable when needed', '## Launch rhythm', 'Scale out and load-test the day before a new server opens, then merge servers and release capacity as player numbers settle.'] },
  },
  {
    slug: 'zhibo',
    zh: { title: '直播行业解决方案', summary: '推流接入、转码与海外直播的一体化方案。', body: ['## 方案', '推流服务器部署在离主播最近的地域，支持 RTMP 与 SRT；转码集群按路数弹性扩展，分发交给 CDN。', '海外直播使用新加坡、东京地域接入，配合云手机运行直播应用，保证网络环境稳定。', '## 推荐配置', '- 每路 1080p 转码约 4 vCPU', '- 推流服务器独立带宽，避免与分发争抢'] },
    en: { title: 'Live streaming', summary: 'Ingest, transcoding and overseas streaming in one set-up.', body: ['## The solution', 'Ingest servers sit in the region nearest the streamers and accept RTMP and SRT; the transcoding pool grows with the number of streams and a CDN handles distribution.', 'For overseas streaming, connect through Singapore or Tokyo and run streaming apps on cloud phones for a stable network environment.', '## Recommended set-up', '- About 4 vCPUs per 1080p transcode', '- Dedicated bandwidth for ingest so distribution never competes with it'] },
  },
];

export const agreementSeed: { type: string; version: string; zh: { title: string; body: string[] }; en: { title: string; body: string[] } }[] = [
  {
    type: 'service', version: '2025-03',
    zh: { title: '岚云服务协议', body: ['## 一、协议范围', '本协议是您与杭州岚云计算有限公司（“岚云”）之间关于使用岚云云服务器、云手机、IP 数据等服务的约定。', '## 二、账号与实名', '您应使用真实信息注册并完成实名认证；账号及子账号下的全部操作视为您本人的行为。', '## 三、费用', '服务按页面公示价格预付，从账户余额扣除。赠送余额优先使用，不可提现。', '## 四、服务变更与终止', '服务到期未续费的，实例停机并保留数据 7 天，期满释放。', '## 五、责任限制', '因不可抗力或第三方原因造成的服务中断，按《服务等级协议》处理。'] },
    en: { title: 'Lanyun Cloud Service Agreement', body: ['## 1. Scope', 'This agreement governs your use of Lanyun Cloud servers, cloud phones, IP intelligence and other services provided by Hangzhou Lanyun Cloud Computing Co., Ltd. ("Lanyun").', '## 2. Accounts and verification', 'Register with true information and complete real-name verification. Everything done under your account and its sub-accounts is your responsibility.', '## 3. Fees', 'Services are prepaid at the published prices and deducted from your balance. Gift balance is spent first and cannot be withdrawn.', '## 4. Changes and termination', 'A service not renewed by its expiry is stopped and its data kept for 7 days, then released.', '## 5. Limitation of liability', 'Interruptions caused by force majeure or third parties are handled under the Service Level Agreement.'] },
  },
  {
    type: 'privacy', version: '2025-03',
    zh: { title: '隐私政策', body: ['## 我们收集的信息', '- 注册信息：邮箱、手机号', '- 实名认证信息：姓名、证件号码与证件照片，仅用于身份核验', '- 使用信息：登录 IP、操作日志', '## 信息的使用与保存', '个人信息存储在中国境内，实名资料在账号注销后按法律要求保存期限届满即删除。', '## 您的权利', '您可以查询、更正、删除个人信息或注销账号，联系 privacy@lanyun.cloud。'] },
    en: { title: 'Privacy Policy', body: ['## What we collect', '- Sign-up details: e-mail, phone number', '- Real-name verification: name, ID number and document photos, used only to verify identity', '- Usage: log-in IP addresses and activity logs', '## How we use and keep it', 'Personal information is stored in mainland China. Verification data is deleted when the legal retention period after account closure ends.', '## Your rights', 'You can access, correct or delete your information or close your account by writing to privacy@lanyun.cloud.'] },
  },
  {
    type: 'sla', version: '2025-01',
    zh: { title: '服务等级协议（SLA）', body: ['## 可用性承诺', '单台云服务器月可用性不低于 99.95%；云盘数据持久性不低于 99.9999999%。', '## 赔偿标准', '- 可用性低于 99.95% 但不低于 99%：赔偿当月费用的 10%', '- 低于 99% 但不低于 95%：赔偿 25%', '- 低于 95%：赔偿 100%', '赔偿以代金券形式发放，须在故障结束后 30 天内通过工单申请。'] },
    en: { title: 'Service Level Agreement (SLA)', body: ['## Commitment', 'Each ECS instance is available at least 99.95% of every month; cloud disk durability is at least 99.9999999%.', '## Service credits', '- Below 99.95% but at least 99%: 10% of the month’s fee', '- Below 99% but at least 95%: 25%', '- Below 95%: 100%', 'Credits are issued as vouchers; claim them by ticket within 30 days of the incident.'] },
  },
  {
    type: 'acceptable-use', version: '2025-01',
    zh: { title: '可接受使用政策', body: ['您不得利用岚云服务从事以下行为：', '- 发送垃圾邮件、网络钓鱼或传播恶意软件', '- 发起 DDoS 攻击、端口扫描或入侵他人系统', '- 存储或传播违法违规内容', '- 未经许可的挖矿或转售', '违反本政策的，岚云有权暂停相关实例并通知您整改。'] },
    en: { title: 'Acceptable Use Policy', body: ['You may not use Lanyun services to:', '- send spam, run phishing or spread malware', '- launch DDoS attacks, scan ports or break into other systems', '- store or distribute unlawful content', '- mine cryptocurrency or resell without permission', 'We may suspend instances that break this policy and ask you to remedy it.'] },
  },
  {
    type: 'refund', version: '2025-02',
    zh: { title: '退款政策', body: ['## 余额退款', '现金余额可申请原路退回，赠送余额不予退款。', '## 产品退订', '- 新购实例 5 天内可无理由退订，退还实付金额', '- 其余情况按剩余时长折算退款，扣除已享受的折扣', '- 试用实例与活动特价产品不支持退订', '退款一般在 3 至 7 个工作日内到账。'] },
    en: { title: 'Refund Policy', body: ['## Balance refunds', 'Cash balance can be refunded to the original payment method; gift balance is not refundable.', '## Cancelling products', '- New instances can be cancelled within 5 days for a full refund of the amount paid', '- Otherwise the unused time is refunded pro rata, less discounts received', '- Trials and promotional products cannot be cancelled', 'Refunds usually arrive within 3 to 7 working days.'] },
  },
  {
    type: 'data-processing', version: '2025-03',
    zh: { title: '数据处理协议', body: ['当您在岚云服务中存储或处理个人信息时，您是个人信息处理者，岚云作为受托方按您的指示处理。', '- 岚云不会将您的数据用于其他目的', '- 数据存放在您选择的地域，不会擅自迁移', '- 发生安全事件时，岚云将在 24 小时内通知您'] },
    en: { title: 'Data Processing Agreement', body: ['When you store or process personal information in Lanyun services, you are the handler and Lanyun processes it on your instructions.', '- We never use your data for other purposes', '- Data stays in the region you choose', '- We tell you of a security incident within 24 hours'] },
  },
  {
    type: 'real-name', version: '2025-01',
    zh: { title: '实名认证规则', body: ['根据相关法律法规，购买和充值前须完成实名认证。', '- 个人认证：本人有效居民身份证', '- 企业认证：营业执照与统一社会信用代码', '主账号完成认证后，子账号共享主账号的认证状态。认证信息变更请提交工单。'] },
    en: { title: 'Real-name Verification Rules', body: ['Chinese law requires real-name verification before purchases and top-ups.', '- Personal: your valid resident identity card', '- Enterprise: business licence and unified social credit code', 'Sub-accounts share the main account’s verification. To change verified details, open a ticket.'] },
  },
  {
    type: 'recharge', version: '2025-01',
    zh: { title: '充值协议', body: ['## 一、充值', '在线充值单笔不低于 10 元、不高于 50,000 元，以支付机构确认到账为准；对公转账在财务确认收款后入账。', '## 二、余额使用', '购买服务时优先使用赠送余额，其次使用现金余额。赠送余额不可提现、不可转让。', '## 三、退款', '未消费的现金余额可申请原路退回，支付机构收取的手续费除外。'] },
    en: { title: 'Recharge Agreement', body: ['## 1. Top-ups', 'Online top-ups are between 10 and 50,000 yuan each and are credited when the payment provider confirms them. Public bank transfers are credited after our finance team confirms receipt.', '## 2. Using the balance', 'Purchases spend gift balance first, then cash balance. Gift balance cannot be withdrawn or transferred.', '## 3. Refunds', 'Unused cash balance can be refunded to the original payment method on request, less any fees charged by the payment provider.'] },
  },
];

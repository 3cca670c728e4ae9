/**
 * Seeded news articles (type 1 classes `company`, `industry`) in zh-CN and en. Body blocks:
 * a plain string is a paragraph, `## ` starts a heading, `- ` lines make a list (see toHtml in
 * seed/content.ts). `en: null` marks an article not translated yet.
 */

export interface ArticleText {
  title: string;
  summary: string;
  body: string[];
}
export interface ArticleSeed {
  cls: string;
  daysAgo: number;
  hot?: boolean;
  zh: ArticleText;
  en: ArticleText | null;
}

export const newsArticleSeed: ArticleSeed[] = [
  {
    cls: 'company',
    daysAgo: 2,
    hot: true,
    zh: {
      title: '岚云广州可用区 C 正式开服',
      summary: '华南第三个可用区上线，云服务器容量提升 40%，可用区间互联带宽 25 Gbps。',
      body: [
        '广州可用区 C 机房本周正式投入使用，采用双路 10 kV 市电、N+1 制冷，并接入电信、联通、移动三线上联。',
        '华南地域的客户现在可以在同一地域的三个可用区部署实例，构建可用区间时延低于 1 毫秒的双活架构。',
        '现有镜像和 SSH 密钥在新可用区开服当天即可使用，价格与可用区 A、B 相同。',
      ],
    },
    en: {
      title: 'Lanyun Cloud opens the Guangzhou Zone C data hall',
      summary: 'A third availability zone in South China brings 40% more ECS capacity and 25 Gbps inter-zone links.',
      body: [
        'The new hall in Guangzhou Zone C went live this week with dual 10 kV power feeds, N+1 cooling and three carrier uplinks (China Telecom, China Unicom and China Mobile).',
        'Customers in South China can now place instances in three zones of the same region and build active-active deployments with sub-millisecond latency between zones.',
        'Existing images and SSH keys are available in the new zone from day one; prices are the same as in Zones A and B.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 6,
    zh: {
      title: '计算型 C7 实例全面开售',
      summary: 'C7 实例搭载第四代至强处理器，单 vCPU 整数性能最高提升 35%。',
      body: [
        'C7 实例每个 vCPU 配 2 GiB 内存，适合 Web 前端、批量转码和游戏服务器。',
        '目前已在杭州、上海、北京、广州开售，规格从 2 vCPU 到 64 vCPU，默认开启增强网络。',
      ],
    },
    en: {
      title: 'Compute-optimised C7 instances now generally available',
      summary: 'C7 instances on 4th-generation Xeon processors deliver up to 35% more integer performance per vCPU.',
      body: [
        'C7 instances pair each vCPU with 2 GiB of memory and are suited to web front ends, batch encoding and game servers.',
        'They are available in Hangzhou, Shanghai, Beijing and Guangzhou, from 2 to 64 vCPUs, with enhanced networking enabled by default.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 11,
    zh: {
      title: '岚云通过网络安全等级保护 2.0 三级测评',
      summary: '云平台连续第三年通过等保三级测评。',
      body: [
        '本次测评覆盖物理安全、网络与通信安全、计算环境安全以及安全管理制度。',
        '需要为自有系统办理等保三级的客户，可通过客户经理申请平台测评报告。',
      ],
    },
    en: {
      title: 'Lanyun Cloud passes MLPS 2.0 level-3 assessment',
      summary: 'Our cloud platform completed the classified protection level-3 assessment for the third year running.',
      body: [
        'The assessment covered physical security, network and communications, computing environment and security management of the platform.',
        'Customers who need level-3 compliance for their own systems can request the assessment report through their account manager.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 19,
    zh: {
      title: '云手机套餐支持 Android 12 镜像',
      summary: '所有云手机套餐现可重置为纯净的 Android 12 镜像。',
      body: [
        'Android 12 为云手机带来按应用的权限管理和更严格的后台任务限制。',
        '现有云手机在用户主动重置前保持当前镜像；重置会清除手机上的数据，请提前备份。',
      ],
    },
    en: {
      title: 'Cloud phone packages get Android 12 images',
      summary: 'All cloud-phone packages can now be reset to a clean Android 12 image.',
      body: [
        'Android 12 brings per-app permission controls and better background-task limits to our cloud phones.',
        'Existing phones keep their current image until the owner chooses to reset; data on the phone is erased by a reset, so back it up first.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 27,
    zh: {
      title: '新加坡、东京地域上线，助力出海业务',
      summary: '两个亚太地域开服，提供回国 CN2 GIA 优化线路。',
      body: [
        '新加坡（ap-southeast-1）与东京（ap-northeast-1）提供全系列云服务器规格，并配置回国优化线路。',
        '跨境电商与海外直播客户到上海的时延可控制在 60 毫秒以内。',
      ],
    },
    en: {
      title: 'New Singapore and Tokyo regions for cross-border business',
      summary: 'Two Asia-Pacific regions with CN2 GIA routes back to the mainland.',
      body: [
        'Singapore (ap-southeast-1) and Tokyo (ap-northeast-1) offer the full ECS range with optimised routes to China.',
        'Customers running cross-border e-commerce and overseas live streaming can keep latency under 60 ms to Shanghai.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 34,
    zh: {
      title: '费用中心账单全新改版',
      summary: '月度账单现按产品、地域和项目标签分组展示。',
      body: [
        '费用中心展示当月累计费用、按产品拆分的明细，以及每一笔充值与扣费流水。',
        '账单支持导出 CSV，方便财务对账。',
      ],
    },
    en: {
      title: 'Simpler bills in the cost center',
      summary: 'Monthly statements now group charges by product, region and project tag.',
      body: [
        'The cost center shows a running total for the current month, a breakdown by product and the ledger of every top-up and deduction.',
        'Statements can be exported as CSV for reconciliation.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 41,
    zh: {
      title: '云服务器支持按年付费享 8.3 折',
      summary: '包年购买云服务器，价格相当于 10 个月。',
      body: [
        '即日起，所有云服务器规格按年购买时自动按 10 个月计费，续费同样适用。',
        '已购买的包月实例可在续费时改为包年，剩余时长顺延。',
      ],
    },
    en: {
      title: 'Yearly ECS billing now costs ten months',
      summary: 'Buy a year of any instance and pay for ten months.',
      body: [
        'From today every ECS configuration bought for a year is billed as ten months, renewals included.',
        'Monthly instances can switch to yearly at their next renewal; the remaining time carries over.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 48,
    zh: {
      title: '岚云与本地运营商合作推出 BGP 多线带宽',
      summary: '杭州、上海地域公网出口升级为 BGP 多线。',
      body: [
        '杭州与上海地域的公网 IP 已全部切换为 BGP 多线接入，电信、联通、移动用户访问均走最优路径。',
        '升级对现有实例透明，无需更换 IP，也不改变带宽计费方式。',
      ],
    },
    en: {
      title: 'BGP multi-line bandwidth in Hangzhou and Shanghai',
      summary: 'Public IPs in two regions now use BGP multi-line uplinks.',
      body: [
        'Every public IP in the Hangzhou and Shanghai regions is now announced over BGP to all three major carriers, so each visitor takes the best path.',
        'The upgrade is transparent for existing instances: IPs and bandwidth billing stay the same.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 56,
    zh: {
      title: 'IP 数据服务发布隐私代理识别',
      summary: 'IP 查询接口新增 VPN、Tor、数据中心与代理标记。',
      body: [
        '岚云 IP 数据服务现可识别 VPN 出口、Tor 节点、数据中心与托管网段，以及公开代理。',
        '接口返回的 proxy_data 字段给出每一项判断，便于风控与反欺诈系统使用。',
      ],
    },
    en: {
      title: 'IP intelligence adds privacy and proxy detection',
      summary: 'The IP lookup API now flags VPN, Tor, data-centre and proxy addresses.',
      body: [
        'Lanyun IP intelligence now recognises VPN exits, Tor relays, data-centre and hosting ranges and public proxies.',
        'The proxy_data field of each answer carries every flag, ready for risk and anti-fraud systems.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 63,
    zh: {
      title: '工单系统支持附件与满意度评价',
      summary: '提交工单时可上传截图，处理完成后可评价服务。',
      body: [
        '工单现支持上传最多 5 张截图，每张不超过 5 MB。',
        '工单关闭后可对处理结果打分，评价会直接反馈给服务团队负责人。',
      ],
    },
    en: {
      title: 'Tickets now take attachments and ratings',
      summary: 'Attach screenshots to a ticket and rate the answer when it is closed.',
      body: [
        'Tickets accept up to five screenshots of at most 5 MB each.',
        'When a ticket is closed you can rate the answer; ratings go straight to the support team lead.',
      ],
    },
  },
  {
    cls: 'company',
    daysAgo: 72,
    zh: {
      title: '北京地域新增 GPU 计算型实例',
      summary: '面向推理和渲染场景的 GPU 实例开放申请。',
      body: [
        '北京地域新增搭载数据中心级 GPU 的计算型实例，适合模型推理、视频处理与三维渲染。',
        '目前为邀请制，可通过工单提交使用场景与预计用量。',
      ],
    },
    en: null,
  },
  {
    cls: 'industry',
    daysAgo: 3,
    hot: true,
    zh: {
      title: '直播团队如何规划推流服务器',
      summary: '从带宽、CPU 与地域三个维度规划 RTMP 与 SRT 推流接入。',
      body: [
        '一路 1080p60、6 Mbps 的直播流，转封装约需 1 个 vCPU，完整的多码率转码约需 4 个 vCPU。',
        '推流接入服务器放在离主播最近的地域，分发交给离观众最近的 CDN 节点；二者分开部署，观众激增时不会挤占推流资源。',
      ],
    },
    en: {
      title: 'How live-streaming teams size their ingest servers',
      summary: 'A practical guide to bandwidth, CPU and region choice for RTMP and SRT ingest.',
      body: [
        'A 1080p60 stream at 6 Mbps needs roughly one vCPU for transmuxing and four for a full transcode ladder.',
        'Put ingest servers in the region nearest to the streamers and distribution on a CDN nearest to viewers; keep the two separated so a spike in viewers never starves ingest.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 8,
    zh: {
      title: '不减配置也能降低云成本的五个方法',
      summary: '包年付费、规格调整、定时关机、存储分层与带宽预留。',
      body: [
        '在岚云包年购买相当于支付 10 个月费用，结算时自动优惠。',
        '观察两周的 CPU 95 分位使用率：长期低于 20% 的实例通常可以降一档规格。',
        '开发测试环境可以在夜间和周末关机，按量计费的部分随之停止。',
      ],
    },
    en: {
      title: 'Five ways to cut your cloud bill without cutting capacity',
      summary: 'Yearly billing, right-sizing, scheduled stop, storage tiers and reserved bandwidth.',
      body: [
        'Yearly billing on our platform costs the same as ten months; the discount applies automatically at checkout.',
        'Right-size by watching 95th-percentile CPU for two weeks: instances that never pass 20% can usually drop one size.',
        'Stop development and test environments at night and at weekends; usage-based charges stop with them.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 15,
    zh: {
      title: 'SaaS 企业为什么要关注数据本地化',
      summary: '个人信息保护相关法规对服务器部署位置的要求。',
      body: [
        '《个人信息保护法》要求大量个人信息出境前完成安全评估。',
        '将生产数据库放在境内地域、只把脱敏后的数据同步到境外，可以让大多数 SaaS 产品保持在合规的简单路径上。',
      ],
    },
    en: {
      title: 'Why data residency matters for SaaS companies in China',
      summary: 'Personal-information rules and what they mean for where your servers run.',
      body: [
        'The Personal Information Protection Law requires a security assessment before large volumes of personal information leave the country.',
        'Keeping production databases in mainland regions and replicating only anonymised data abroad keeps most SaaS products on the simple side of the rules.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 22,
    zh: {
      title: '应用测试：云手机与模拟器怎么选',
      summary: '云端真实 ARM 设备的表现与用户手中的手机一致。',
      body: [
        '模拟器通过指令翻译或运行 x86 构建，会掩盖只在真机上出现的问题。',
        '云手机原生运行 ARM，测试的安装包就是最终发布的安装包。',
      ],
    },
    en: {
      title: 'Cloud phones versus emulators for app testing',
      summary: 'Real ARM hardware in the cloud behaves like the phones your users hold.',
      body: [
        'Emulators translate ARM instructions or run x86 builds, which hides bugs that only appear on real devices.',
        'Cloud phones run ARM natively, so the build you test is the build you ship.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 30,
    zh: {
      title: '游戏服务器选型：计算型还是通用型',
      summary: '帧率、玩家数量与内存占用决定实例规格族。',
      body: [
        '高帧率的竞技类游戏更看重单核性能，计算型规格族更合适。',
        '沙盒与 MMO 类游戏的世界状态常驻内存，更适合每 vCPU 配 4 GiB 内存的通用型实例。',
      ],
    },
    en: {
      title: 'Game servers: picking between compute and general-purpose instances',
      summary: 'Tick rate, player count and memory footprint decide the family.',
      body: [
        'Fast-paced games with high tick rates benefit from the single-thread speed of compute-optimised families.',
        'Sandbox and MMO worlds with large in-memory state are better served by general-purpose instances with 4 GiB per vCPU.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 37,
    zh: {
      title: '跨境电商建站：服务器放在哪里',
      summary: '按目标市场、支付渠道和合规要求选择地域。',
      body: [
        '面向东南亚的店铺放在新加坡地域，面向日韩的店铺放在东京地域，首屏时延通常可降到 100 毫秒以内。',
        '后台管理系统和订单数据库可以放在境内地域，通过专线与海外前端同步。',
      ],
    },
    en: {
      title: 'Cross-border e-commerce: where to put the servers',
      summary: 'Choose regions by target market, payment channels and compliance.',
      body: [
        'Shops selling to South-East Asia belong in Singapore and shops for Japan and Korea in Tokyo; first-screen latency usually drops below 100 ms.',
        'Back-office systems and order databases can stay in a mainland region and sync with the overseas front end over a private line.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 44,
    zh: {
      title: '仿真计算上云的三个误区',
      summary: '并非所有仿真任务都需要最大规格的实例。',
      body: [
        '误区一：规格越大越快。很多求解器在 16 核以后扩展性明显下降，多开几台中等规格实例并行更划算。',
        '误区二：数据放在本地更安全。合理配置的云盘快照和访问控制比单机硬盘更可靠。',
        '误区三：上云就要长期持有。仿真高峰期按月购买，项目结束即可释放。',
      ],
    },
    en: {
      title: 'Three myths about running simulation in the cloud',
      summary: 'Not every simulation job needs the largest instance.',
      body: [
        'Myth one: bigger is always faster. Many solvers stop scaling beyond 16 cores; several mid-size instances in parallel cost less.',
        'Myth two: local data is safer. Properly configured disk snapshots and access control are more reliable than a single workstation disk.',
        'Myth three: the cloud means a long commitment. Buy by the month for the peak and release the instances when the project ends.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 52,
    zh: {
      title: '远程办公桌面的网络要求',
      summary: '流畅的云桌面需要多少带宽和多低的时延。',
      body: [
        '日常办公的云桌面每个用户约需 2 Mbps 带宽，视频会议时峰值约 6 Mbps。',
        '用户到服务器的时延在 30 毫秒以内体验接近本地；超过 80 毫秒时输入会有明显滞后。',
      ],
    },
    en: {
      title: 'What remote office desktops need from the network',
      summary: 'Bandwidth and latency for a smooth cloud desktop.',
      body: [
        'An office cloud desktop uses about 2 Mbps per user, peaking around 6 Mbps during video calls.',
        'Under 30 ms from user to server feels local; above 80 ms typing starts to lag noticeably.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 60,
    zh: {
      title: '营销活动前的服务器压测清单',
      summary: '大促之前需要确认的八件事。',
      body: [
        '## 压测前',
        '- 确认峰值 QPS 目标与降级预案',
        '- 提前扩容并预热缓存',
        '## 压测中',
        '- 关注数据库连接数与慢查询',
        '- 观察带宽是否打满，必要时临时升级带宽',
        '活动结束后及时释放临时扩容的实例，避免产生额外费用。',
      ],
    },
    en: {
      title: 'A load-test checklist before a marketing campaign',
      summary: 'Eight things to confirm before the big sale.',
      body: [
        '## Before the test',
        '- Agree the peak QPS target and the degradation plan',
        '- Scale out early and warm the caches',
        '## During the test',
        '- Watch database connections and slow queries',
        '- Check whether bandwidth saturates; raise it temporarily if needed',
        'Release the extra instances after the campaign so they stop costing money.',
      ],
    },
  },
  {
    cls: 'industry',
    daysAgo: 68,
    zh: {
      title: '批量计算任务如何控制成本',
      summary: '队列、断点续算与按需释放。',
      body: [
        '把任务拆成可以独立重试的小块，放进队列，由一组实例并行消费。',
        '为长任务保存中间结果，实例意外释放时可从断点继续，而不是从头开始。',
      ],
    },
    en: null,
  },
];

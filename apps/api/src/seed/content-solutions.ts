/**
 * Seeded industry solution pages (spec §2: /solution/bangong, fangzhen, piliang, ruanjian, yingxiao, youxi, zhibo —
 * office, simulation, batch, software, marketing, games, live streaming) in zh-CN and en: the title, the hero line
 * (`summary`) and the structured sections (shape in src/schemas/solution-sections.ts). Operators edit them in the
 * console afterwards; the API is the only copy of this text (docs/decisions/0006-content.md "Solution pages").
 */
import type { SolutionSectionsData } from '../modules/content/index.ts';

/** One language of a seeded solution page. */
export interface SolutionText {
  title: string;
  summary: string;
  sections: SolutionSectionsData;
}

export const solutionSeed: { slug: string; zh: SolutionText; en: SolutionText }[] = [
  {
    slug: 'bangong',
    zh: {
      title: '云办公解决方案',
      summary: '桌面、文件共享与协作工具全部托管在云端',
      sections: {
        intro:
          '无论在哪里办公，每位员工都拥有同样流畅的桌面。把共享文件、OA 与 ERP 系统部署在私有网络中的云服务器上，员工在办公室、家中或出差途中都能通过加密链路接入。',
        challenges: [
          { title: '数据分散', text: '文档散落在个人笔记本和 U 盘里，没有任何备份，员工离职时文件也随之带走。' },
          { title: '分支机构访问慢', text: '分支机构通过低带宽 VPN 访问总部文件服务器，打开大型图纸要等好几分钟。' },
          { title: '硬件更新周期', text: '每四年更换一批台式机，占用资金，也耗费 IT 人员的时间。' },
        ],
        approach: [
          {
            title: '集中文件服务',
            text: '在云服务器上搭建文件服务器，每日快照、保留 30 天；员工将其映射为网络驱动器使用。',
          },
          {
            title: '云桌面',
            text: '在通用型实例上运行 Windows 桌面，重度用户每人 4 vCPU / 8 GiB，通过 VPC 网关以 RDP 接入。',
          },
          { title: '访问控制', text: '为 IT 人员创建子账号，只授予所需权限；控制台的每一次操作都有日志记录。' },
        ],
        products: [
          { name: '通用型云服务器', href: '/ecs', spec: '4 vCPU · 8 GiB · 100 GiB SSD' },
          { name: '云手机', href: '/buyphone', spec: '外勤团队的移动办公应用' },
        ],
      },
    },
    en: {
      title: 'Cloud office solution',
      summary: 'Desktops, file shares and collaboration tools hosted in the cloud',
      sections: {
        intro:
          'Give every employee the same fast desktop, wherever they work. Host shared files, OA and ERP systems on cloud servers inside a private network, and let staff connect over encrypted links from the office, at home or on the road.',
        challenges: [
          {
            title: 'Scattered data',
            text: 'Documents live on personal laptops and USB drives, so nothing is backed up and leavers take files with them.',
          },
          {
            title: 'Slow branch offices',
            text: 'Branches reach the head-office file server over thin VPN links and wait minutes for large drawings to open.',
          },
          {
            title: 'Hardware refresh cycles',
            text: 'Replacing desktop PCs every four years ties up capital and IT time.',
          },
        ],
        approach: [
          {
            title: 'Central file service',
            text: 'A file server on ECS with daily snapshots and 30-day retention; staff map it as a network drive.',
          },
          {
            title: 'Cloud desktops',
            text: 'Windows desktops on general-purpose instances, 4 vCPU / 8 GiB per power user, reached through RDP over the VPC gateway.',
          },
          {
            title: 'Access control',
            text: 'Sub-accounts for IT staff with only the permissions they need; every console action is logged.',
          },
        ],
        products: [
          { name: 'General-purpose ECS', href: '/ecs', spec: '4 vCPU · 8 GiB · 100 GiB SSD' },
          { name: 'Cloud phone', href: '/buyphone', spec: 'Mobile office apps for field teams' },
        ],
      },
    },
  },
  {
    slug: 'fangzhen',
    zh: {
      title: '仿真计算解决方案',
      summary: '为 CFD、有限元与电路仿真瞬间扩展到数百核',
      sections: {
        intro:
          '工程仿真往往需要连续几天使用大量计算核心，之后几周却完全闲置。只在作业运行期间使用计算型实例运行 OpenFOAM、CalculiX、SPICE 等求解器，结果保存在云存储中供后处理使用。',
        challenges: [
          { title: '集群排队', text: '共用的本地集群让工程师在设计评审前要排队好几天才能轮到。' },
          { title: '网格耗内存', text: '数千万网格单元的精细网格超出了单台工作站的内存容量。' },
          { title: '受许可证约束', text: '商业求解器需要一台地址固定、随时可达的许可证服务器。' },
        ],
        approach: [
          { title: '计算型节点', text: '单线程性能出色的 C7 实例，每台最多 64 vCPU，通过 25 Gbps 私有网络互联。' },
          { title: '内存型前处理', text: '每 vCPU 配 8 GiB 内存的实例，用于超大模型的网格划分和后处理。' },
          { title: '固定的许可证服务器', text: '一台长期运行、私网 IP 固定的小规格实例，为整个项目托管许可证管理器。' },
        ],
        products: [
          { name: '计算型云服务器（C7）', href: '/price/ecs', spec: '最高 64 vCPU · 128 GiB' },
          { name: '内存型云服务器', href: '/price/ecs', spec: '每 vCPU 8 GiB' },
        ],
      },
    },
    en: {
      title: 'Simulation and CAE solution',
      summary: 'Burst to hundreds of cores for CFD, FEA and circuit simulation',
      sections: {
        intro:
          'Engineering simulations need many cores for a few days, then nothing for weeks. Run solvers such as OpenFOAM, CalculiX or SPICE on compute-optimised instances only while a job runs, and keep results in cloud storage for post-processing.',
        challenges: [
          {
            title: 'Queueing for the cluster',
            text: 'A shared on-premises cluster means engineers wait days for a slot before a design review.',
          },
          {
            title: 'Memory-hungry meshes',
            text: 'Fine meshes with tens of millions of cells exceed the memory of a workstation.',
          },
          {
            title: 'Licence-bound workloads',
            text: 'Commercial solvers need a reachable licence server with a stable address.',
          },
        ],
        approach: [
          {
            title: 'Compute-optimised nodes',
            text: 'C7 instances with high single-thread speed, up to 64 vCPUs each, joined over a 25 Gbps private network.',
          },
          {
            title: 'Memory-optimised pre-processing',
            text: '8 GiB per vCPU instances for meshing and post-processing very large models.',
          },
          {
            title: 'Fixed licence server',
            text: 'A small always-on instance with a fixed private IP hosts the licence manager for the whole project.',
          },
        ],
        products: [
          { name: 'Compute-optimised ECS (C7)', href: '/price/ecs', spec: 'Up to 64 vCPU · 128 GiB' },
          { name: 'Memory-optimised ECS', href: '/price/ecs', spec: '8 GiB per vCPU' },
        ],
      },
    },
  },
  {
    slug: 'piliang',
    zh: {
      title: '批量计算解决方案',
      summary: '大规模运行夜间作业、数据管道与媒体转码',
      sections: {
        intro:
          '按作业需要启动任意数量的实例，并行完成渲染、转码、抓取或数据计算。用 API 与 TypeScript SDK 以脚本创建实例，运行批处理、收集结果后释放服务器，只为实际使用的时长付费。',
        challenges: [
          { title: '夜间高峰', text: 'ETL 和报表作业都在午夜启动，压垮唯一的一台数据库服务器。' },
          { title: '产能闲置', text: '按夜间峰值配置的服务器，每天有二十个小时处于闲置状态。' },
          { title: '可重复性', text: '手工搭建的工作机配置逐渐不一致，上周还能运行的作业今天就失败了。' },
        ],
        approach: [
          { title: '用完即弃的工作节点', text: '所有工作节点都从同一个自定义镜像启动，每次运行的环境完全一致。' },
          { title: '脚本化集群', text: 'cron 或 CI 通过 API 与 TypeScript SDK 创建和释放实例。' },
          { title: '按作业计费', text: '费用中心按标签汇总费用，每个团队都能看到自己的批处理花了多少钱。' },
        ],
        products: [
          { name: 'TypeScript SDK', href: '/download', spec: 'OpenAPI 3.1 接口描述' },
          { name: '通用型云服务器', href: '/ecs', spec: '每个工作节点 2–64 vCPU' },
        ],
      },
    },
    en: {
      title: 'Batch processing solution',
      summary: 'Nightly jobs, data pipelines and media transcoding at scale',
      sections: {
        intro:
          'Render, transcode, crawl or crunch data in parallel on as many instances as the job needs. Script instance creation with the API and the TypeScript SDK, run the batch, collect the output and release the servers, paying only for the hours used.',
        challenges: [
          {
            title: 'Peaks at night',
            text: 'ETL and report jobs all start at midnight and overload a single database server.',
          },
          { title: 'Idle capacity', text: 'Servers sized for the nightly peak sit idle for twenty hours a day.' },
          {
            title: 'Repeatability',
            text: 'Hand-built worker machines drift apart and a job that worked last week fails today.',
          },
        ],
        approach: [
          {
            title: 'Disposable workers',
            text: 'Workers start from one custom image, so every run uses an identical environment.',
          },
          {
            title: 'Scripted fleets',
            text: 'Cron or your CI creates and releases instances through the API and the TypeScript SDK.',
          },
          {
            title: 'Per-job billing',
            text: 'The cost center groups charges by tag so each team sees what its batches cost.',
          },
        ],
        products: [
          { name: 'TypeScript SDK', href: '/download', spec: 'OpenAPI 3.1 description' },
          { name: 'General-purpose ECS', href: '/ecs', spec: '2–64 vCPU per worker' },
        ],
      },
    },
  },
  {
    slug: 'ruanjian',
    zh: {
      title: '软件开发与测试解决方案',
      summary: '构建服务器、测试环境与应用真机测试',
      sections: {
        intro:
          '为每个分支提供独立环境，并在云端真实的 ARM 手机上测试移动应用。云服务器上的 CI 执行器并行构建和测试；云手机安装构建产物，像在用户手机上一样运行 UI 测试。',
        challenges: [
          { title: '共用预发环境', text: '多个团队在同一台预发服务器上互相覆盖对方的改动。' },
          { title: '只用模拟器测试', text: 'x86 模拟器掩盖了只在 ARM 设备上才会出现的缺陷。' },
          { title: '构建缓慢', text: '所有构建都在一台性能不足的构建机上排队。' },
        ],
        approach: [
          { title: '每个分支一个环境', text: '每个合并请求都从模板创建一台小规格实例，合并后即删除。' },
          { title: '真机设备池', text: 'Android 云手机通过私有网络以 adb 运行您的测试套件。' },
          { title: '弹性 CI 执行器', text: '发版周增加执行器，发版结束后再移除。' },
        ],
        products: [
          { name: '云手机', href: '/buyphone', spec: 'Android 12，支持 adb 访问' },
          { name: '用于 CI 执行器的云服务器', href: '/ecs', spec: '推荐 8 vCPU · 16 GiB' },
        ],
      },
    },
    en: {
      title: 'Software development and testing solution',
      summary: 'Build servers, test environments and real-device app testing',
      sections: {
        intro:
          'Give each branch its own environment and test mobile apps on real ARM phones in the cloud. CI runners on ECS build and test in parallel; cloud phones install the build and run UI tests exactly as on a customer’s handset.',
        challenges: [
          { title: 'Shared staging', text: 'Teams overwrite each other’s changes on a single staging server.' },
          { title: 'Emulator-only testing', text: 'x86 emulators hide bugs that appear only on ARM devices.' },
          { title: 'Slow builds', text: 'Builds queue on one under-powered build machine.' },
        ],
        approach: [
          {
            title: 'Environment per branch',
            text: 'Spin up a small instance for every pull request from a template and remove it on merge.',
          },
          {
            title: 'Real-device farm',
            text: 'Android cloud phones run your test suite with adb over the private network.',
          },
          { title: 'Elastic CI runners', text: 'Add runners during release weeks and remove them afterwards.' },
        ],
        products: [
          { name: 'Cloud phone', href: '/buyphone', spec: 'Android 12, adb access' },
          { name: 'ECS for CI runners', href: '/ecs', spec: '8 vCPU · 16 GiB recommended' },
        ],
      },
    },
  },
  {
    slug: 'yingxiao',
    zh: {
      title: '数字营销解决方案',
      summary: '用相互隔离的云手机运营多个社交与电商账号',
      sections: {
        intro:
          '无需来回切换手机即可运营多个平台的品牌账号。每台云手机都是一台独立的 Android 设备，拥有稳定的独立 IP，账号彼此隔离；团队在浏览器中通过同一个控制台统一管理。',
        challenges: [
          { title: '满抽屉的手机', text: '团队为了发布内容，要给几十部实体手机充电、升级。' },
          { title: '账号关联', text: '共用设备或网络的账号会被平台关联并限制。' },
          { title: '交接困难', text: '人员变动时，移交实体设备和密码容易出错。' },
        ],
        approach: [
          { title: '一号一机', text: '每个账号运行在独立的云手机上，拥有专属 IP 和设备信息。' },
          { title: '团队权限', text: '子账号只允许每位运营人员访问自己负责的云手机。' },
          { title: '始终在线', text: '运营人员关闭浏览器后云手机仍在运行，定时发布按时进行。' },
        ],
        products: [
          { name: '云手机套餐', href: '/buyphone', spec: '每月 {phone_from} 元起' },
          { name: '免费试用', href: '/trial', spec: '购买前先试用一台云手机' },
        ],
      },
    },
    en: {
      title: 'Digital marketing solution',
      summary: 'Run many social and e-commerce accounts from isolated cloud phones',
      sections: {
        intro:
          'Operate brand accounts on several platforms without juggling handsets. Each cloud phone is an isolated Android device with its own stable IP, so accounts stay separate, and your team manages them from one console in the browser.',
        challenges: [
          {
            title: 'Drawer full of phones',
            text: 'Teams keep dozens of physical phones charged and updated just to post content.',
          },
          {
            title: 'Account linking',
            text: 'Accounts that share a device or network get linked and restricted by platforms.',
          },
          { title: 'Hand-over', text: 'When staff change, passing on physical devices and passwords is error-prone.' },
        ],
        approach: [
          {
            title: 'One account, one phone',
            text: 'Every account lives on its own cloud phone with a dedicated IP and device profile.',
          },
          { title: 'Team permissions', text: 'Sub-accounts give each operator access only to the phones they manage.' },
          {
            title: 'Always on',
            text: 'Phones keep running when the operator closes the browser, so scheduled posts go out on time.',
          },
        ],
        products: [
          { name: 'Cloud phone packages', href: '/buyphone', spec: 'From ¥{phone_from} per month' },
          { name: 'Free trial', href: '/trial', spec: 'Try a cloud phone before buying' },
        ],
      },
    },
  },
  {
    slug: 'youxi',
    zh: {
      title: '游戏行业解决方案',
      summary: '低延迟的游戏服务器，以及为手游全天在线的云手机',
      sections: {
        intro:
          '把专用游戏服务器部署在离玩家最近的地方，并让手游在云手机上持续运行。计算型实例承载高帧率；每个公网 IP 都包含最高 5 Gbps 的 DDoS 防护。',
        challenges: [
          { title: '开服流量激增', text: '开服当天玩家数量暴涨十倍，一周后又回落。' },
          { title: '网络攻击', text: '竞技类游戏容易招来 DDoS 攻击，导致服务器下线。' },
          { title: '延迟', text: '离服务器地域较远的玩家卡顿严重，最终流失。' },
        ],
        approach: [
          { title: '按地域分服', text: '在离玩家最近的地域部署服务器，面向海外玩家可选新加坡和东京。' },
          { title: '为开服扩容', text: '开服周按月购买额外实例，稳定的基础容量改为包年，可省两个月费用。' },
          { title: '内置防护', text: '默认开启 DDoS 基础防护，流量清洗让正常玩家保持连接。' },
        ],
        products: [
          { name: '计算型云服务器', href: '/price/ecs', spec: '单线程性能出色' },
          { name: '云手机', href: '/buyphone', spec: '手游 7×24 小时持续运行' },
        ],
      },
    },
    en: {
      title: 'Games solution',
      summary: 'Low-latency game servers and always-on cloud phones for mobile games',
      sections: {
        intro:
          'Host dedicated game servers close to players and keep mobile games running on cloud phones. Compute-optimised instances handle high tick rates; DDoS protection of up to 5 Gbps is included with every public IP.',
        challenges: [
          { title: 'Launch-day spikes', text: 'Player counts jump tenfold at launch and fall back a week later.' },
          { title: 'Attacks', text: 'Competitive games attract DDoS attacks that take servers offline.' },
          { title: 'Latency', text: 'Players far from the server region suffer lag and leave.' },
        ],
        approach: [
          {
            title: 'Regional shards',
            text: 'Place servers in the regions nearest your players, including Singapore and Tokyo for overseas audiences.',
          },
          {
            title: 'Scale for launch',
            text: 'Add instances for launch week on monthly billing, move steady capacity to yearly billing to save two months.',
          },
          {
            title: 'Built-in protection',
            text: 'Basic DDoS protection is on by default; traffic scrubbing keeps legitimate players connected.',
          },
        ],
        products: [
          { name: 'Compute-optimised ECS', href: '/price/ecs', spec: 'High single-thread speed' },
          { name: 'Cloud phone', href: '/buyphone', spec: 'Keep mobile games running 24/7' },
        ],
      },
    },
  },
  {
    slug: 'zhibo',
    zh: {
      title: '直播行业解决方案',
      summary: '一次推流，转码后同时分发到所有平台',
      sections: {
        intro:
          '一路流进来，分发到所有平台。推流服务器接收演播室的 RTMP 或 SRT 流，转码出多档码率并同时推送到多个平台；只支持手机端开播的平台则由云手机运行直播应用。',
        challenges: [
          { title: '上行不稳定', text: '演播室直接向多个平台推流时，上行链路频繁丢帧。' },
          { title: '转码负载', text: '一套完整的 1080p 码率阶梯，每路流都需要多个核心。' },
          { title: '仅限手机开播的平台', text: '有些平台只允许通过其手机应用直播。' },
        ],
        approach: [
          { title: '单路上行', text: '演播室只向推流服务器发送一路流，由服务器通过数据中心网络分发出去。' },
          { title: '合适规格的转码', text: '每路 1080p60 流，仅转封装约需 1 vCPU，完整码率阶梯约需 4 vCPU。' },
          { title: '用云手机运行应用', text: '在云手机上运行手机直播应用，由您的推流服务器供流。' },
        ],
        products: [
          { name: '计算型云服务器', href: '/ecs', spec: '每路转码流 8 vCPU' },
          { name: '云手机', href: '/buyphone', spec: '用于仅支持应用开播的平台' },
        ],
      },
    },
    en: {
      title: 'Live streaming solution',
      summary: 'Ingest, transcode and broadcast to every platform at once',
      sections: {
        intro:
          'Take one stream in and send it everywhere. Ingest servers receive RTMP or SRT from your studio, transcode a bitrate ladder and push to several platforms simultaneously, while cloud phones run mobile-only streaming apps.',
        challenges: [
          { title: 'Unstable uplinks', text: 'Studio uplinks drop frames when pushing to several platforms directly.' },
          { title: 'Transcoding load', text: 'A full 1080p ladder needs several cores per stream.' },
          { title: 'Mobile-only platforms', text: 'Some platforms only allow streaming from their phone app.' },
        ],
        approach: [
          {
            title: 'Single uplink',
            text: 'The studio sends one stream to an ingest server; the server fans it out over the data-centre network.',
          },
          {
            title: 'Right-sized transcoders',
            text: 'About one vCPU for transmuxing and four for a full ladder per 1080p60 stream.',
          },
          {
            title: 'Cloud phones for apps',
            text: 'Run mobile streaming apps on cloud phones fed by your ingest server.',
          },
        ],
        products: [
          { name: 'Compute-optimised ECS', href: '/ecs', spec: '8 vCPU per transcoded stream' },
          { name: 'Cloud phone', href: '/buyphone', spec: 'For app-only platforms' },
        ],
      },
    },
  },
];

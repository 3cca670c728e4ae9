/**
 * Demo content seeded on first start: banners, news and documents, notices, friend links,
 * downloads. Written as a provider would publish it; operators replace it through the console.
 */

export const bannerSeed = [
  { title: 'Elastic Compute Service from ¥29/month', subtitle: 'Intel Xeon and AMD EPYC instances in 12 regions, billed monthly or yearly, with free DDoS protection up to 5 Gbps.', link: '/ecs', bgColor: '#0b3d91', sort: 1 },
  { title: 'Cloud phones for teams that run many apps', subtitle: 'Android 12 instances in the cloud with stable residential-grade IPs, managed from one console.', link: '/buyphone', bgColor: '#0f766e', sort: 2 },
  { title: 'Try before you buy: 7-day free trial', subtitle: 'Verified accounts get a 2 vCPU / 4 GiB instance for a week, no card required.', link: '/trial', bgColor: '#6d28d9', sort: 3 },
];

export const newsClassSeed = [
  { key: 'company', name: 'Company news', type: 1, sort: 1 },
  { key: 'industry', name: 'Industry insights', type: 1, sort: 2 },
  { key: 'guide', name: 'Product documents', type: 2, sort: 3 },
  { key: 'faq', name: 'Help center', type: 2, sort: 4 },
];

type Article = { cls: string; title: string; summary: string; body: string[]; daysAgo: number; hot?: boolean };

export const articleSeed: Article[] = [
  { cls: 'company', daysAgo: 2, hot: true, title: 'Lanyun Cloud opens the Guangzhou Zone C data hall', summary: 'A third availability zone in South China brings 40% more ECS capacity and 25 Gbps inter-zone links.', body: ['The new hall in Guangzhou Zone C went live this week with dual 10 kV power feeds, N+1 cooling and three carrier uplinks (China Telecom, China Unicom and China Mobile).', 'Customers in South China can now place instances in three zones of the same region and build active-active deployments with sub-millisecond latency between zones.', 'Existing images and SSH keys are available in the new zone from day one; prices are the same as in Zones A and B.'] },
  { cls: 'company', daysAgo: 6, title: 'Compute-optimised C7 instances now generally available', summary: 'C7 instances on 4th-generation Xeon processors deliver up to 35% more integer performance per vCPU.', body: ['C7 instances pair each vCPU with 2 GiB of memory and are suited to web front ends, batch encoding and game servers.', 'They are available in Hangzhou, Shanghai, Beijing and Guangzhou, from 2 to 64 vCPUs, with enhanced networking enabled by default.'] },
  { cls: 'company', daysAgo: 11, title: 'Lanyun Cloud passes MLPS 2.0 level-3 assessment', summary: 'Our cloud platform completed the classified protection level-3 assessment for the third year running.', body: ['The assessment covered physical security, network and communications, computing environment and security management of the platform.', 'Customers who need level-3 compliance for their own systems can request the assessment report through their account manager.'] },
  { cls: 'company', daysAgo: 19, title: 'Cloud phone packages get Android 12 images', summary: 'All cloud-phone packages can now be reset to a clean Android 12 image with Google-free app stores.', body: ['Android 12 brings per-app permission controls and better background-task limits to our cloud phones.', 'Existing phones keep their current image until the owner chooses to reset; data on the phone is erased by a reset.'] },
  { cls: 'company', daysAgo: 27, title: 'New Singapore and Tokyo regions for cross-border business', summary: 'Two Asia-Pacific regions with CN2 GIA routes back to the mainland.', body: ['Singapore (ap-southeast-1) and Tokyo (ap-northeast-1) offer the full ECS range with optimised routes to China.', 'Customers running cross-border e-commerce and overseas live streaming can keep latency under 60 ms to Shanghai.'] },
  { cls: 'company', daysAgo: 34, title: 'Simpler bills in the cost center', summary: 'Monthly statements now group charges by product, region and project tag.', body: ['The cost center shows a running total for the current month, a breakdown by product and the ledger of every top-up and deduction.', 'Statements can be exported as CSV for reconciliation.'] },
  { cls: 'industry', daysAgo: 3, hot: true, title: 'How live-streaming teams size their ingest servers', summary: 'A practical guide to bandwidth, CPU and region choice for RTMP and SRT ingest.', body: ['A 1080p60 stream at 6 Mbps needs roughly one vCPU for transmuxing and four for a full transcode ladder.', 'Put ingest servers in the region nearest to the streamers and distribution on a CDN nearest to viewers; keep the two separated so a spike in viewers never starves ingest.'] },
  { cls: 'industry', daysAgo: 8, title: 'Five ways to cut your cloud bill without cutting capacity', summary: 'Yearly billing, right-sizing, scheduled stop, storage tiers and reserved bandwidth.', body: ['Yearly billing on our platform costs the same as ten months; the discount applies automatically at checkout.', 'Right-size by watching 95th-percentile CPU for two weeks: instances that never pass 20% can usually drop one size.'] },
  { cls: 'industry', daysAgo: 15, title: 'Why data residency matters for SaaS companies in China', summary: 'Personal-information rules and what they mean for where your servers run.', body: ['The Personal Information Protection Law requires a security assessment before large volumes of personal information leave the country.', 'Keeping production databases in mainland regions and replicating only anonymised data abroad keeps most SaaS products on the simple side of the rules.'] },
  { cls: 'industry', daysAgo: 22, title: 'Cloud phones versus emulators for app testing', summary: 'Real ARM hardware in the cloud behaves like the phones your users hold.', body: ['Emulators translate ARM instructions or run x86 builds, which hides bugs that only appear on real devices.', 'Cloud phones run ARM natively, so the build you test is the build you ship.'] },
  { cls: 'industry', daysAgo: 40, title: 'Game servers: picking between compute and general-purpose instances', summary: 'Tick rate, player count and memory footprint decide the family.', body: ['Fast-paced games with high tick rates benefit from the single-thread speed of compute-optimised families.', 'Sandbox and MMO worlds with large in-memory state are better served by general-purpose instances with 4 GiB per vCPU.'] },
  { cls: 'guide', daysAgo: 5, title: 'Getting started: create your first ECS instance', summary: 'From region choice to your first SSH log-in in ten minutes.', body: ['1. Complete real-name verification under Account → Real-name verification. Purchases need a verified account.', '2. Open the ECS page, choose a region and zone near your users, pick an image such as Ubuntu 24.04, and a configuration.', '3. Choose an SSH key or set a password that follows the instance password rule, then pay from your wallet balance.', '4. The instance appears in the instance center within a minute; connect with ssh root@<public IP>.'] },
  { cls: 'guide', daysAgo: 9, title: 'Topping up your wallet', summary: 'Online top-up by WeChat Pay or Alipay, or a public bank transfer.', body: ['Online top-ups start at ¥10 and are credited as soon as the payment provider confirms them.', 'For a bank transfer, use the account shown in the recharge dialog and put your account ID in the remark; transfers are credited after our finance team confirms receipt.'] },
  { cls: 'guide', daysAgo: 13, title: 'Real-name verification: what you need', summary: 'Personal accounts need an ID card; enterprise accounts need a business licence.', body: ['Personal verification asks for your legal name, your resident ID number and photos of both sides of the card.', 'Enterprise verification asks for the company name, the unified social credit code and a photo of the business licence. Reviews usually finish within one working day.'] },
  { cls: 'guide', daysAgo: 17, title: 'Sub-accounts and permissions', summary: 'Give team members their own log-in with only the rights they need.', body: ['A main account can create sub-accounts and grant them permissions for the personal center, cost center and the consoles.', 'A sub-account without the top-up permission cannot recharge the wallet; ask the main account to enable it.'] },
  { cls: 'faq', daysAgo: 4, title: 'Why does my top-up ask for real-name verification?', summary: 'Regulations require verified identity before funds are accepted.', body: ['Cloud services in China must be sold to verified customers. Complete verification once and top-ups are available immediately after approval.'] },
  { cls: 'faq', daysAgo: 12, title: 'How is my balance spent?', summary: 'Gift balance is used before cash balance for purchases.', body: ['Your total balance is your cash balance plus any gift balance from promotions.', 'Purchases spend gift balance first, then cash balance. Gift balance cannot be withdrawn.'] },
  { cls: 'faq', daysAgo: 25, title: 'I forgot my password', summary: 'Reset it with a code sent to your e-mail or phone.', body: ['On the log-in page choose "Forgot password", enter the e-mail or phone of the account and the code we send, then choose a new password.'] },
];

export const noticeSeed = [
  { title: 'Scheduled network maintenance in Beijing, 02:00–04:00 next Saturday', body: 'Core routers in the Beijing region will be upgraded. Instances keep running; expect up to two short interruptions of under 30 seconds each.', daysAgo: 1 },
  { title: 'Price adjustment for standard SSD cloud disks', body: 'From the first of next month, standard SSD disks cost ¥0.80 per GB per month, down from ¥1.00. Existing yearly subscriptions are not affected.', daysAgo: 7 },
  { title: 'Stricter checks on outbound port 25', body: 'To protect IP reputation, outbound SMTP on port 25 is blocked by default on new instances. Apply through a ticket if you run a mail server.', daysAgo: 20 },
  { title: 'Holiday support hours', body: 'Ticket support runs 24/7 through the holiday; phone support is available from 09:00 to 21:00.', daysAgo: 45 },
];

export const friendLinkSeed = [
  { name: 'DB-IP', url: 'https://db-ip.com/' },
  { name: 'China Internet Network Information Center', url: 'https://www.cnnic.cn/' },
  { name: 'Ubuntu', url: 'https://ubuntu.com/' },
  { name: 'Debian', url: 'https://www.debian.org/' },
];

export const downloadSeed = [
  { name: 'Lanyun Cloud Phone client', platform: 'Windows', version: '3.4.2', sizeBytes: 86_245_376, sha256: '9f1c2b7e4d0a8c6f3e5b1a9d7c4e2f0b8a6d4c2e0f9b7a5c3e1d9f7b5a3c1e0d', url: '/downloads/lanyun-phone-3.4.2-win-x64.exe' },
  { name: 'Lanyun Cloud Phone client', platform: 'macOS', version: '3.4.2', sizeBytes: 92_110_848, sha256: '1a3c5e7b9d0f2e4c6a8b0d2f4e6c8a0b2d4f6e8c0a2b4d6f8e0c2a4b6d8f0e2c', url: '/downloads/lanyun-phone-3.4.2-mac-universal.dmg' },
  { name: 'Lanyun Cloud Phone client', platform: 'Android', version: '3.4.0', sizeBytes: 41_943_040, sha256: '7e5c3a1b9d8f6e4c2a0b8d6f4e2c0a9b7d5f3e1c9a7b5d3f1e9c7a5b3d1f9e7c', url: '/downloads/lanyun-phone-3.4.0.apk' },
  { name: 'lanyun-cli (command-line tool)', platform: 'Linux', version: '1.9.0', sizeBytes: 12_582_912, sha256: '3b5d7f9e1c3a5b7d9f1e3c5a7b9d1f3e5c7a9b1d3f5e7c9a1b3d5f7e9c1a3b5d', url: '/downloads/lanyun-cli-1.9.0-linux-amd64.tar.gz' },
];

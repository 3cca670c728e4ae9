/**
 * Demo catalog seeded on first start: region areas, regions, zones, OS images, cloud-phone packages. Names people
 * read come in English and Chinese (`…Zh`); OS image names are product names and stay as they are.
 */

export const catalogSeed: {
  father: string;
  fatherZh: string;
  regions: { code: string; name: string; nameZh: string; zones: string[]; pricePct?: number }[];
}[] = [
  {
    father: 'Mainland China',
    fatherZh: '中国内地',
    regions: [
      { code: 'cn-hangzhou', name: 'East China 1 (Hangzhou)', nameZh: '华东1（杭州）', zones: ['a', 'b', 'c'] },
      { code: 'cn-shanghai', name: 'East China 2 (Shanghai)', nameZh: '华东2（上海）', zones: ['a', 'b'] },
      { code: 'cn-beijing', name: 'North China 1 (Beijing)', nameZh: '华北1（北京）', zones: ['a', 'b', 'c'] },
      { code: 'cn-guangzhou', name: 'South China 1 (Guangzhou)', nameZh: '华南1（广州）', zones: ['a', 'b', 'c'] },
      { code: 'cn-chengdu', name: 'Southwest 1 (Chengdu)', nameZh: '西南1（成都）', zones: ['a'] },
    ],
  },
  {
    father: 'Hong Kong, Macao and Taiwan',
    fatherZh: '港澳台',
    regions: [{ code: 'cn-hongkong', name: 'China (Hong Kong)', nameZh: '中国香港', zones: ['a', 'b'], pricePct: 130 }],
  },
  {
    father: 'Asia Pacific',
    fatherZh: '亚太',
    regions: [
      { code: 'ap-southeast-1', name: 'Singapore', nameZh: '新加坡', zones: ['a', 'b'], pricePct: 125 },
      { code: 'ap-northeast-1', name: 'Japan (Tokyo)', nameZh: '日本（东京）', zones: ['a'], pricePct: 135 },
    ],
  },
  {
    father: 'Europe and Americas',
    fatherZh: '欧洲与美洲',
    regions: [
      { code: 'eu-central-1', name: 'Germany (Frankfurt)', nameZh: '德国（法兰克福）', zones: ['a'], pricePct: 140 },
      { code: 'us-west-1', name: 'US (Silicon Valley)', nameZh: '美国（硅谷）', zones: ['a', 'b'], pricePct: 130 },
    ],
  },
];

export const imageSeed = [
  { osType: 'Linux', name: 'Ubuntu', version: '24.04 LTS 64-bit' },
  { osType: 'Linux', name: 'Ubuntu', version: '22.04 LTS 64-bit' },
  { osType: 'Linux', name: 'Debian', version: '12.7 64-bit' },
  { osType: 'Linux', name: 'Rocky Linux', version: '9.4 64-bit' },
  { osType: 'Linux', name: 'AlmaLinux', version: '9.4 64-bit' },
  { osType: 'Linux', name: 'Alibaba Cloud Linux', version: '3.2104 LTS 64-bit' },
  { osType: 'Windows', name: 'Windows Server', version: '2022 Datacenter 64-bit (Chinese)' },
  { osType: 'Windows', name: 'Windows Server', version: '2019 Datacenter 64-bit (Chinese)' },
];

/** Cloud-phone packages; monthly price in fen. */
export const phonePackageSeed = [
  { name: 'Basic', nameZh: '基础版', cpu: 2, memoryGb: 4, storageGb: 32, priceMonthFen: 3900 },
  { name: 'Standard', nameZh: '标准版', cpu: 4, memoryGb: 6, storageGb: 64, priceMonthFen: 6900 },
  { name: 'Pro', nameZh: '专业版', cpu: 8, memoryGb: 8, storageGb: 128, priceMonthFen: 12900 },
  { name: 'Ultra', nameZh: '旗舰版', cpu: 8, memoryGb: 12, storageGb: 256, priceMonthFen: 19900 },
];

/**
 * ECS families and types with monthly list prices in fen (mainland regions; other regions apply
 * their price_pct). Shaped after the big Chinese clouds' 7th-generation line-ups.
 */
export const instanceFamilySeed = [
  {
    code: 'g7',
    name: 'General purpose g7',
    nameZh: '通用型 g7',
    description: '1 vCPU : 4 GiB. Web and application servers, databases, enterprise software.',
    descriptionZh: '1 vCPU : 4 GiB。网站与应用服务器、数据库、企业软件。',
    types: [
      ['ecs.g7.large', 2, 8, 27_900],
      ['ecs.g7.xlarge', 4, 16, 55_800],
      ['ecs.g7.2xlarge', 8, 32, 111_600],
      ['ecs.g7.4xlarge', 16, 64, 223_200],
    ],
  },
  {
    code: 'c7',
    name: 'Compute optimised c7',
    nameZh: '计算型 c7',
    description: '1 vCPU : 2 GiB. Game servers, batch encoding, high-traffic web front ends.',
    descriptionZh: '1 vCPU : 2 GiB。游戏服务器、批量编码、高流量网站前端。',
    types: [
      ['ecs.c7.large', 2, 4, 19_900],
      ['ecs.c7.xlarge', 4, 8, 39_800],
      ['ecs.c7.2xlarge', 8, 16, 79_600],
      ['ecs.c7.4xlarge', 16, 32, 159_200],
    ],
  },
  {
    code: 'r7',
    name: 'Memory optimised r7',
    nameZh: '内存型 r7',
    description: '1 vCPU : 8 GiB. In-memory caches, analytics, large databases.',
    descriptionZh: '1 vCPU : 8 GiB。内存缓存、数据分析、大型数据库。',
    types: [
      ['ecs.r7.large', 2, 16, 36_900],
      ['ecs.r7.xlarge', 4, 32, 73_800],
      ['ecs.r7.2xlarge', 8, 64, 147_600],
    ],
  },
  {
    code: 't6',
    name: 'Burstable t6',
    nameZh: '突发性能 t6',
    description: 'Baseline CPU with bursts. Small websites, development and test.',
    descriptionZh: '基准 CPU 性能，可短时突发。小型网站、开发与测试。',
    types: [
      ['ecs.t6.small', 1, 1, 2_900],
      ['ecs.t6.medium', 2, 2, 6_900],
      ['ecs.t6.large', 2, 4, 11_900],
    ],
  },
] as const;

/** Disk categories; price in fen per GB per month. */
export const diskTypeSeed = [
  {
    code: 'cloud_essd',
    name: 'ESSD PL1',
    nameZh: 'ESSD 云盘 PL1',
    priceGbMonthFen: 100,
    minGb: 20,
    maxGb: 32_768,
    systemDisk: true,
    sort: 0,
  },
  {
    code: 'cloud_ssd',
    name: 'Standard SSD',
    nameZh: 'SSD 云盘',
    priceGbMonthFen: 80,
    minGb: 20,
    maxGb: 32_768,
    systemDisk: true,
    sort: 1,
  },
  {
    code: 'cloud_efficiency',
    name: 'Ultra disk',
    nameZh: '高效云盘',
    priceGbMonthFen: 35,
    minGb: 20,
    maxGb: 32_768,
    systemDisk: true,
    sort: 2,
  },
];

/** Purchase durations: a year costs ten months (83 %), longer terms more off. */
export const durationSeed = [
  { months: 1, pricePct: 100, label: '1 month', labelZh: '1 个月' },
  { months: 3, pricePct: 95, label: '3 months', labelZh: '3 个月' },
  { months: 6, pricePct: 90, label: '6 months', labelZh: '6 个月' },
  { months: 12, pricePct: 83, label: '1 year', labelZh: '1 年' },
  { months: 24, pricePct: 70, label: '2 years', labelZh: '2 年' },
  { months: 36, pricePct: 60, label: '3 years', labelZh: '3 年' },
];

/** Public bandwidth: ¥23/Mbps a month up to 5 Mbps, ¥80/Mbps above. */
export const bandwidthTierSeed = [
  { fromMbps: 0, priceFenPerMbps: 2_300 },
  { fromMbps: 5, priceFenPerMbps: 8_000 },
];

/** Regions offering cloud phones (price_pct of the package price). */
export const phoneRegionSeed = [
  { code: 'cp-hangzhou', name: 'East China (Hangzhou)', nameZh: '华东（杭州）', pricePct: 100 },
  { code: 'cp-guangzhou', name: 'South China (Guangzhou)', nameZh: '华南（广州）', pricePct: 100 },
  { code: 'cp-beijing', name: 'North China (Beijing)', nameZh: '华北（北京）', pricePct: 100 },
  { code: 'cp-hongkong', name: 'China (Hong Kong)', nameZh: '中国香港', pricePct: 120 },
  { code: 'cp-singapore', name: 'Singapore', nameZh: '新加坡', pricePct: 125 },
];

/** Cloud-phone durations: monthly, or prepaid with a discount. */
export const phoneDurationSeed = [
  { months: 1, pricePct: 100, label: '1 month', labelZh: '1 个月' },
  { months: 3, pricePct: 95, label: '3 months', labelZh: '3 个月' },
  { months: 6, pricePct: 90, label: '6 months', labelZh: '6 个月' },
  { months: 12, pricePct: 80, label: '1 year', labelZh: '1 年' },
];

/** Packages shown in the recommended list, with their badge. */
export const phoneRecommendSeed: Record<string, [badge: string, badgeZh: string]> = {
  Standard: ['Most popular', '最受欢迎'],
  Pro: ['Best for live streaming', '直播首选'],
};

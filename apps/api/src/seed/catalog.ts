/** Demo catalog seeded on first start: region areas, regions, zones, OS images, cloud-phone packages. */

export const catalogSeed: { father: string; regions: { code: string; name: string; zones: string[]; pricePct?: number }[] }[] = [
  {
    father: 'Mainland China',
    regions: [
      { code: 'cn-hangzhou', name: 'East China 1 (Hangzhou)', zones: ['a', 'b', 'c'] },
      { code: 'cn-shanghai', name: 'East China 2 (Shanghai)', zones: ['a', 'b'] },
      { code: 'cn-beijing', name: 'North China 1 (Beijing)', zones: ['a', 'b', 'c'] },
      { code: 'cn-guangzhou', name: 'South China 1 (Guangzhou)', zones: ['a', 'b', 'c'] },
      { code: 'cn-chengdu', name: 'Southwest 1 (Chengdu)', zones: ['a'] },
    ],
  },
  {
    father: 'Hong Kong, Macao and Taiwan',
    regions: [{ code: 'cn-hongkong', name: 'China (Hong Kong)', zones: ['a', 'b'], pricePct: 130 }],
  },
  {
    father: 'Asia Pacific',
    regions: [
      { code: 'ap-southeast-1', name: 'Singapore', zones: ['a', 'b'], pricePct: 125 },
      { code: 'ap-northeast-1', name: 'Japan (Tokyo)', zones: ['a'], pricePct: 135 },
    ],
  },
  {
    father: 'Europe and Americas',
    regions: [
      { code: 'eu-central-1', name: 'Germany (Frankfurt)', zones: ['a'], pricePct: 140 },
      { code: 'us-west-1', name: 'US (Silicon Valley)', zones: ['a', 'b'], pricePct: 130 },
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
  { name: 'Basic', cpu: 2, memoryGb: 4, storageGb: 32, priceMonthFen: 3900 },
  { name: 'Standard', cpu: 4, memoryGb: 6, storageGb: 64, priceMonthFen: 6900 },
  { name: 'Pro', cpu: 8, memoryGb: 8, storageGb: 128, priceMonthFen: 12900 },
  { name: 'Ultra', cpu: 8, memoryGb: 12, storageGb: 256, priceMonthFen: 19900 },
];

/**
 * ECS families and types with monthly list prices in fen (mainland regions; other regions apply
 * their price_pct). Shaped after the big Chinese clouds' 7th-generation line-ups.
 */
export const instanceFamilySeed = [
  {
    code: 'g7',
    name: 'General purpose g7',
    description: '1 vCPU : 4 GiB. Web and application servers, databases, enterprise software.',
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
    description: '1 vCPU : 2 GiB. Game servers, batch encoding, high-traffic web front ends.',
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
    description: '1 vCPU : 8 GiB. In-memory caches, analytics, large databases.',
    types: [
      ['ecs.r7.large', 2, 16, 36_900],
      ['ecs.r7.xlarge', 4, 32, 73_800],
      ['ecs.r7.2xlarge', 8, 64, 147_600],
    ],
  },
  {
    code: 't6',
    name: 'Burstable t6',
    description: 'Baseline CPU with bursts. Small websites, development and test.',
    types: [
      ['ecs.t6.small', 1, 1, 2_900],
      ['ecs.t6.medium', 2, 2, 6_900],
      ['ecs.t6.large', 2, 4, 11_900],
    ],
  },
] as const;

/** Disk categories; price in fen per GB per month. */
export const diskTypeSeed = [
  { code: 'cloud_essd', name: 'ESSD PL1', priceGbMonthFen: 100, minGb: 20, maxGb: 32_768, systemDisk: true, sort: 0 },
  { code: 'cloud_ssd', name: 'Standard SSD', priceGbMonthFen: 80, minGb: 20, maxGb: 32_768, systemDisk: true, sort: 1 },
  { code: 'cloud_efficiency', name: 'Ultra disk', priceGbMonthFen: 35, minGb: 20, maxGb: 32_768, systemDisk: true, sort: 2 },
];

/** Purchase durations: a year costs ten months (83 %), longer terms more off. */
export const durationSeed = [
  { months: 1, pricePct: 100, label: '1 month' },
  { months: 3, pricePct: 95, label: '3 months' },
  { months: 6, pricePct: 90, label: '6 months' },
  { months: 12, pricePct: 83, label: '1 year' },
  { months: 24, pricePct: 70, label: '2 years' },
  { months: 36, pricePct: 60, label: '3 years' },
];

/** Public bandwidth: ¥23/Mbps a month up to 5 Mbps, ¥80/Mbps above. */
export const bandwidthTierSeed = [
  { fromMbps: 0, priceFenPerMbps: 2_300 },
  { fromMbps: 5, priceFenPerMbps: 8_000 },
];

/** Regions offering cloud phones (price_pct of the package price). */
export const phoneRegionSeed = [
  { code: 'cp-hangzhou', name: 'East China (Hangzhou)', pricePct: 100 },
  { code: 'cp-guangzhou', name: 'South China (Guangzhou)', pricePct: 100 },
  { code: 'cp-beijing', name: 'North China (Beijing)', pricePct: 100 },
  { code: 'cp-hongkong', name: 'China (Hong Kong)', pricePct: 120 },
  { code: 'cp-singapore', name: 'Singapore', pricePct: 125 },
];

/** Cloud-phone durations: monthly, or prepaid with a discount. */
export const phoneDurationSeed = [
  { months: 1, pricePct: 100, label: '1 month' },
  { months: 3, pricePct: 95, label: '3 months' },
  { months: 6, pricePct: 90, label: '6 months' },
  { months: 12, pricePct: 80, label: '1 year' },
];

/** Packages shown in the recommended list, with their badge. */
export const phoneRecommendSeed: Record<string, string> = { Standard: 'Most popular', Pro: 'Best for live streaming' };

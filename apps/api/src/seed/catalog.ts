/** Demo catalog seeded on first start: region areas, regions, zones, OS images, cloud-phone packages. */

export const catalogSeed = [
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
    regions: [{ code: 'cn-hongkong', name: 'China (Hong Kong)', zones: ['a', 'b'] }],
  },
  {
    father: 'Asia Pacific',
    regions: [
      { code: 'ap-southeast-1', name: 'Singapore', zones: ['a', 'b'] },
      { code: 'ap-northeast-1', name: 'Japan (Tokyo)', zones: ['a'] },
    ],
  },
  {
    father: 'Europe and Americas',
    regions: [
      { code: 'eu-central-1', name: 'Germany (Frankfurt)', zones: ['a'] },
      { code: 'us-west-1', name: 'US (Silicon Valley)', zones: ['a', 'b'] },
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

import { describe, expect, it } from 'vitest';
import type { IpData } from './ip-data.ts';
import {
  localizeIpData,
  zhCityName,
  zhContinentName,
  zhCountryName,
  zhCurrencyName,
  zhProvinceName,
} from './names-zh.ts';

describe('Chinese names', () => {
  it('names countries, continents and currencies from CLDR', () => {
    expect(zhCountryName('US')).toBe('美国');
    expect(zhCountryName('CN')).toBe('中国');
    expect(zhCountryName('XX')).toBeNull();
    expect(zhContinentName('AS')).toBe('亚洲');
    expect(zhCurrencyName('CNY')).toBe('人民币');
    expect(zhCurrencyName('USD')).toBe('美元');
  });

  it('matches DB-IP’s province names to GB/T 2260, Shaanxi apart from Shanxi', () => {
    expect(zhProvinceName('Beijing')).toBe('北京市');
    expect(zhProvinceName('Guangdong')).toBe('广东省');
    expect(zhProvinceName('Shanxi')).toBe('山西省');
    expect(zhProvinceName('Shaanxi')).toBe('陕西省');
    expect(zhProvinceName('Inner Mongolia')).toBe('内蒙古自治区');
    expect(zhProvinceName('Tibet')).toBe('西藏自治区');
    expect(zhProvinceName('Xinjiang')).toBe('新疆维吾尔自治区');
    expect(zhProvinceName('California')).toBeNull();
  });

  it('matches cities and their districts within the province, and leaves unmatched towns to English', () => {
    expect(zhCityName('Beijing', 'Beijing')).toBe('北京市');
    expect(zhCityName('Beijing', 'Beijing (Haidian Qu)')).toBe('北京市海淀区');
    expect(zhCityName('Guangdong', 'Shenzhen')).toBe('深圳市');
    expect(zhCityName('Zhejiang', 'Hangzhou (Xiaoshan Qu)')).toBe('杭州市萧山区');
    expect(zhCityName('Shaanxi', "Xi'an")).toBe('西安市');
    expect(zhCityName('Jiangsu', 'Suzhou (Zhangjiagang)')).toBe('苏州市张家港市');
    // A district of another city is not glued to the city.
    expect(zhCityName('Shanghai', 'Changning (Xuhui Qu)')).toBe('长宁区');
    expect(zhCityName('Guangdong', 'Zhangmutou')).toBeNull();
  });

  it('localizes an answer: country, province, city, capital and currency; other countries keep their cities', () => {
    const base = {
      country_code: 'CN',
      country_name: 'China',
      country_capital: 'Beijing',
      region_name: 'Beijing',
      city_name: 'Beijing',
      currency: Object.freeze({ code: 'CNY', name: 'Chinese Yuan', symbol: '¥' }),
    } as unknown as IpData;
    expect(localizeIpData(base)).toMatchObject({
      country_name: '中国',
      country_capital: '北京市',
      region_name: '北京市',
      city_name: '北京市',
      currency: { code: 'CNY', name: '人民币', symbol: '¥' },
    });
    const us = {
      ...base,
      country_code: 'US',
      country_name: 'United States',
      region_name: 'California',
      city_name: 'Mountain View',
      currency: null,
    } as unknown as IpData;
    expect(localizeIpData(us)).toMatchObject({
      country_name: '美国',
      region_name: 'California',
      city_name: 'Mountain View',
    });
  });
});

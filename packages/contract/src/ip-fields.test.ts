import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IP_FIELD_LIST, IP_FIELD_SOURCES, ipDataSchema, ipFieldDescription } from './ip-fields';

describe('the IP answer fields', () => {
  it('declares each field with a type, a source and both languages', () => {
    expect(new Set(IP_FIELD_LIST.map((f) => f.name)).size).toBe(IP_FIELD_LIST.length);
    for (const f of IP_FIELD_LIST) {
      expect(f.name).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(IP_FIELD_SOURCES).toContain(f.source);
      expect(f.description.en.length, f.name).toBeGreaterThan(0);
      expect(f.description['zh-CN'], f.name).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('says nullable and optional as the schema accepts them', () => {
    for (const f of IP_FIELD_LIST) {
      expect(f.schema.safeParse(null).success, f.name).toBe(f.nullable);
      expect(f.schema.safeParse(undefined).success, f.name).toBe(f.optional);
    }
  });

  it('builds the answer schema in list order, described in English', () => {
    const json = z.toJSONSchema(ipDataSchema) as { properties: Record<string, { description?: string }> };
    expect(Object.keys(json.properties)).toEqual(IP_FIELD_LIST.map((f) => f.name));
    for (const f of IP_FIELD_LIST) expect(json.properties[f.name]!.description).toBe(f.description.en);
  });

  it('describes a field in the asked language, English by default', () => {
    expect(ipFieldDescription('latitude', 'zh-CN')).toBe('纬度，单位为度');
    expect(ipFieldDescription('latitude', 'en')).toBe('Degrees');
    expect(ipFieldDescription('nope', 'en')).toBeUndefined();
  });
});

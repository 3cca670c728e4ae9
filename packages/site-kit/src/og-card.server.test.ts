// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OG_CARD_HEIGHT, OG_CARD_WIDTH, renderOgCard, subsetsFor } from './og-card.server';

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('renderOgCard', () => {
  it('draws a Chinese title as a 1200×630 PNG', async () => {
    const png = await renderOgCard({
      title: '云服务器 ECS：弹性计算，按需付费',
      siteName: 'Lanyun Cloud',
      tagline: 'lanyun.cloud',
    });
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(pngSize(png)).toEqual({ width: OG_CARD_WIDTH, height: OG_CARD_HEIGHT });
    expect([OG_CARD_WIDTH, OG_CARD_HEIGHT]).toEqual([1200, 630]);
  });

  it('sets the Chinese characters in glyphs (a card with them differs from one without)', async () => {
    const a = await renderOgCard({ title: '备案', siteName: 'Lanyun Cloud' });
    const b = await renderOgCard({ title: '', siteName: 'Lanyun Cloud' });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(a.length).toBeGreaterThan(b.length);
  });

  it('keeps a very long title to the card', async () => {
    const png = await renderOgCard({ title: '如何完成 ICP 备案'.repeat(20), siteName: 'Lanyun Cloud' });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('loads the font subsets of the characters used, Latin always', () => {
    const latin = subsetsFor('Lanyun Cloud');
    expect(latin.some((f) => /-latin-700-normal\.woff$/.test(f))).toBe(true);
    expect(latin.length).toBeLessThanOrEqual(2);
    const chinese = subsetsFor('云服务器备案');
    expect(chinese.length).toBeGreaterThan(latin.length);
    expect(chinese.length).toBeLessThan(10);
  });
});

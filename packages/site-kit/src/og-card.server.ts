/**
 * Link-preview cards (og:image): a 1200×630 PNG with the page's title and the site's brand, drawn with satori
 * (layout to SVG) and @resvg/resvg-js (SVG to PNG).
 *
 * Text is set in Noto Sans SC Bold from `@fontsource/noto-sans-sc` (SIL Open Font License 1.1; docs/decisions/0053-link-preview-cards.md): the package splits the font into ~100 WOFF subsets by Unicode range (`unicode.json`), and a
 * card loads only the subsets its characters fall in (a Chinese title needs a handful, about 40 KB each), so Chinese,
 * Latin and full-width punctuation render alike. Loaded subsets stay in memory for the life of the process.
 *
 * `renderOgCard` is deterministic for its input; callers cache its result (see `og-route.server.ts`).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';

/** Width and height of a card in pixels (the size Open Graph consumers show without cropping). */
export const OG_CARD_WIDTH = 1200;
export const OG_CARD_HEIGHT = 630;

/** What a card shows. */
export interface OgCard {
  /** The page's title in the page's language (without the site-name suffix); cut to three lines. */
  title: string;
  /** The site's brand name, e.g. `Lanyun Cloud`. */
  siteName: string;
  /** A short line under the brand, e.g. the site's host name; optional. */
  tagline?: string;
}

const FONT_FAMILY = 'Noto Sans SC';
const FONT_WEIGHT = 700;
const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@fontsource/noto-sans-sc/unicode.json'));

/** One font subset: its file and the code-point ranges it covers ([from, to], inclusive). */
interface Subset {
  file: string;
  ranges: Array<[number, number]>;
}

let subsets: Subset[] | null = null;
const loaded = new Map<string, Promise<Buffer>>();

/** The package's subsets from `unicode.json` (`{"[4]": "U+1f1e9-1f1f5,U+1f21a", "latin": "…"}`). */
function fontSubsets(): Subset[] {
  if (subsets) return subsets;
  const map = require('@fontsource/noto-sans-sc/unicode.json') as Record<string, string>;
  subsets = Object.entries(map).map(([key, spec]) => ({
    file: path.join(fontDir, 'files', `noto-sans-sc-${key.replace(/[[\]]/g, '')}-${FONT_WEIGHT}-normal.woff`),
    ranges: spec.split(',').map((r) => {
      const [from, to] = r.trim().replace(/^U\+/i, '').split('-');
      const a = Number.parseInt(from!, 16);
      return [a, to ? Number.parseInt(to, 16) : a] as [number, number];
    }),
  }));
  return subsets;
}

/** The subsets that hold at least one character of `text` (the Latin subset always, for digits and spaces). */
export function subsetsFor(text: string): string[] {
  const codes = new Set([...text].map((c) => c.codePointAt(0)!));
  const files = new Set<string>();
  for (const s of fontSubsets()) {
    if (s.file.endsWith(`-latin-${FONT_WEIGHT}-normal.woff`)) files.add(s.file);
    for (const code of codes)
      if (s.ranges.some(([a, b]) => code >= a && code <= b)) {
        files.add(s.file);
        break;
      }
  }
  return [...files];
}

function fontFile(file: string): Promise<Buffer> {
  let p = loaded.get(file);
  if (!p) {
    p = readFile(file);
    p.catch(() => loaded.delete(file));
    loaded.set(file, p);
  }
  return p;
}

/** Weighted length: a CJK character counts as two Latin ones. */
const width = (s: string) => [...s].reduce((n, c) => n + (c.codePointAt(0)! > 0x2e80 ? 2 : 1), 0);

/** Three lines of 60-px bold text hold about 48 CJK characters or 90 Latin ones; longer titles end in "…". */
function clip(title: string, max: number): string {
  let out = '';
  for (const c of title.trim()) {
    if (width(out + c) > max - 2) return `${out.trimEnd()}…`;
    out += c;
  }
  return out;
}

/** The card's layout as satori elements (a React-element-shaped object tree, no JSX needed). */
function cardTree(card: OgCard, fontFamily: string) {
  const title = clip(card.title, 88);
  const el = (style: Record<string, unknown>, children: unknown) => ({
    type: 'div',
    key: null,
    props: { style, children },
  });
  // Satori sizes boxes as content-box: the fixed-size root has no padding or border, its children do.
  return el(
    {
      width: OG_CARD_WIDTH,
      height: OG_CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: '#ffffff',
      backgroundImage: 'linear-gradient(135deg, #ffffff 55%, #e8efff 100%)',
      fontFamily,
    },
    [
      el({ display: 'flex', height: 16, backgroundColor: '#1d56f5' }, ''),
      el(
        {
          display: 'flex',
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 80px 72px',
        },
        [
          el(
            {
              display: 'flex',
              width: 1040,
              fontSize: width(title) > 40 ? 60 : 72,
              lineHeight: 1.3,
              color: '#0f172a',
              overflow: 'hidden',
              maxHeight: 290,
            },
            title,
          ),
          el({ display: 'flex', flexDirection: 'row', alignItems: 'center' }, [
            el(
              { display: 'flex', width: 64, height: 64, marginRight: 24, borderRadius: 16, backgroundColor: '#1d56f5' },
              '',
            ),
            el({ display: 'flex', flexDirection: 'column' }, [
              el({ display: 'flex', fontSize: 36, color: '#1836b6' }, card.siteName),
              ...(card.tagline ? [el({ display: 'flex', fontSize: 24, color: '#475569' }, card.tagline)] : []),
            ]),
          ]),
        ],
      ),
    ],
  );
}

/**
 * The card as a PNG (1200×630). Throws only when the fonts cannot be read (a broken install).
 * Rendering takes some tens of milliseconds plus the first read of each font subset.
 */
export async function renderOgCard(card: OgCard): Promise<Uint8Array<ArrayBuffer>> {
  const text = `${card.title}${card.siteName}${card.tagline ?? ''}…`;
  // One family name per subset, all listed in font-family: satori takes each glyph from the first family that has it.
  const files = subsetsFor(text);
  const names = files.map((_, i) => `${FONT_FAMILY} ${i}`);
  const fonts: Font[] = await Promise.all(
    files.map(async (file, i) => ({
      name: names[i]!,
      data: await fontFile(file),
      weight: FONT_WEIGHT,
      style: 'normal' as const,
    })),
  );
  // biome-ignore lint/suspicious/noExplicitAny: satori takes a React-element-shaped object
  const svg = await satori(cardTree(card, names.map((n) => `'${n}'`).join(', ')) as any, {
    width: OG_CARD_WIDTH,
    height: OG_CARD_HEIGHT,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png);
}

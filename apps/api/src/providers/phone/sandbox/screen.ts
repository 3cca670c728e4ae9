/**
 * The sandbox phone's screen: an RGB framebuffer (3 bytes a pixel, rows top to bottom) drawn from a small launcher
 * state — a status bar with the time (HH:MM:SS, Beijing time), a home screen with a grid of app icons and their
 * labels, an app's screen (title bar, the text typed into it) opened by tapping its icon, and the recent-apps list.
 * Back returns from an app (or the recents) to the home screen, home goes home, app switch shows the recents.
 *
 * Every size is relative to the screen's width and height, so the same layout serves a 360×640 test phone and a
 * 720×1280 plan. Text uses a 5×7 bitmap font (ASCII letters, digits and a few signs; anything else draws as a box).
 */

/** An app on the home screen: its label and icon colour (RGB). */
export interface SandboxApp {
  packageName: string;
  label: string;
  color: [number, number, number];
}

/** The apps every sandbox phone comes with. */
export const BUILTIN_APPS: SandboxApp[] = [
  { packageName: 'com.android.browser', label: 'Browser', color: [33, 150, 243] },
  { packageName: 'com.android.camera', label: 'Camera', color: [244, 67, 54] },
  { packageName: 'com.android.settings', label: 'Settings', color: [96, 125, 139] },
  { packageName: 'com.android.notes', label: 'Notes', color: [255, 179, 0] },
  { packageName: 'com.android.gallery', label: 'Gallery', color: [76, 175, 80] },
  { packageName: 'com.android.music', label: 'Music', color: [156, 39, 176] },
];

/** Icons per row of the home screen. */
const COLUMNS = 4;

// 5×7 glyphs, one byte a row (low 5 bits, bit 4 the leftmost column).
const GLYPHS: Record<string, number[]> = {
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 17, 10, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  ':': [0, 12, 12, 0, 12, 12, 0],
  '.': [0, 0, 0, 0, 0, 12, 12],
  '-': [0, 0, 0, 31, 0, 0, 0],
  _: [0, 0, 0, 0, 0, 0, 31],
  '/': [1, 1, 2, 4, 8, 16, 16],
  '<': [2, 4, 8, 16, 8, 4, 2],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};
const BOX = [31, 17, 17, 17, 17, 17, 31];

/** Where things are on a screen of `width`×`height`: the status bar, icon cells and the app's title bar. */
export function layout(width: number, height: number) {
  const statusBar = Math.max(12, Math.round(height * 0.04));
  const cell = Math.floor(width / COLUMNS);
  const icon = Math.round(cell * 0.6);
  const top = statusBar + Math.round(height * 0.05);
  const rowHeight = Math.round(cell * 1.15);
  return { statusBar, cell, icon, top, rowHeight, titleBar: Math.round(height * 0.08) };
}

/** The icon rectangle (phone pixels) of the `index`-th app on the home screen. */
export function iconRect(width: number, height: number, index: number) {
  const l = layout(width, height);
  const col = index % COLUMNS;
  const row = Math.floor(index / COLUMNS);
  const x = col * l.cell + Math.round((l.cell - l.icon) / 2);
  const y = l.top + row * l.rowHeight;
  return { x, y, w: l.icon, h: l.icon };
}

/** What the screen shows. */
export type View = { kind: 'home' } | { kind: 'app'; index: number } | { kind: 'recents' };

/** The launcher state a frame is drawn from. */
export interface ScreenState {
  apps: SandboxApp[];
  view: View;
  /** Text typed into each app (by package name). */
  typed: Map<string, string>;
  /** Apps opened, most recent first (package names). */
  recents: string[];
  /** Volume 0–15, shown while `volumeShownUntil` (epoch ms) is ahead. */
  volume: number;
  volumeShownUntil: number;
  /** Set by the rotation control message: the content is drawn in landscape (the screen size stays). */
  landscape: boolean;
}

/** A framebuffer with the drawing primitives the launcher needs. */
export class Framebuffer {
  readonly data: Buffer;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 3);
  }

  /** Fill a rectangle (clipped to the screen). */
  fill(x: number, y: number, w: number, h: number, [r, g, b]: readonly [number, number, number]): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + w));
    const y1 = Math.min(this.height, Math.floor(y + h));
    if (x1 <= x0) return;
    const rowBytes = (x1 - x0) * 3;
    const row = Buffer.alloc(rowBytes);
    for (let i = 0; i < rowBytes; i += 3) {
      row[i] = r;
      row[i + 1] = g;
      row[i + 2] = b;
    }
    for (let yy = y0; yy < y1; yy++) row.copy(this.data, (yy * this.width + x0) * 3);
  }

  /** Draw `text` (upper-cased) with its top-left at (x, y), each font pixel `scale` screen pixels. Returns its width. */
  text(x: number, y: number, text: string, scale: number, color: readonly [number, number, number]): number {
    let cx = x;
    for (const ch of text.toUpperCase()) {
      const rows = GLYPHS[ch] ?? BOX;
      for (let ry = 0; ry < 7; ry++)
        for (let rx = 0; rx < 5; rx++)
          if ((rows[ry]! >> (4 - rx)) & 1) this.fill(cx + rx * scale, y + ry * scale, scale, scale, color);
      cx += 6 * scale;
    }
    return cx - x;
  }

  /** Width in pixels of `text` at `scale`. */
  static textWidth(text: string, scale: number): number {
    return [...text].length * 6 * scale;
  }
}

const WHITE = [255, 255, 255] as const;
const INK = [33, 33, 33] as const;

/** The time shown in the status bar: HH:MM:SS in Beijing time (UTC+8). */
export function clockText(now: number): string {
  const d = new Date(now + 8 * 3_600_000);
  return d.toISOString().slice(11, 19);
}

/** Draw the whole screen for `state` at `now` (epoch ms) into `fb`. */
export function draw(fb: Framebuffer, state: ScreenState, now: number): void {
  const { width: w, height: h } = fb;
  const l = layout(w, h);
  const unit = Math.max(1, Math.round(w / 180));
  // Wallpaper or the app's background.
  const view = state.view;
  if (view.kind === 'app') {
    const app = state.apps[view.index]!;
    fb.fill(0, 0, w, h, [250, 250, 250]);
    fb.fill(0, l.statusBar, w, l.titleBar, app.color);
    fb.text(unit * 6, l.statusBar + Math.round((l.titleBar - 7 * unit * 2) / 2), `< ${app.label}`, unit * 2, WHITE);
    const typed = state.typed.get(app.packageName) ?? '';
    fb.text(unit * 6, l.statusBar + l.titleBar + unit * 10, app.packageName, unit, [117, 117, 117]);
    fb.fill(unit * 6, l.statusBar + l.titleBar + unit * 24, w - unit * 12, unit * 16, [255, 255, 255]);
    fb.fill(unit * 6, l.statusBar + l.titleBar + unit * 40, w - unit * 12, unit, app.color);
    fb.text(
      unit * 8,
      l.statusBar + l.titleBar + unit * 28,
      typed.slice(-Math.floor((w - unit * 16) / (6 * unit))),
      unit,
      INK,
    );
  } else if (view.kind === 'recents') {
    fb.fill(0, 0, w, h, [48, 48, 48]);
    const cardH = Math.round(h * 0.12);
    state.recents.slice(0, 6).forEach((pkg, i) => {
      const app = state.apps.find((a) => a.packageName === pkg);
      if (!app) return;
      const y = l.statusBar + unit * 8 + i * (cardH + unit * 6);
      fb.fill(unit * 10, y, w - unit * 20, cardH, [250, 250, 250]);
      fb.fill(unit * 10, y, w - unit * 20, unit * 4, app.color);
      fb.text(unit * 16, y + unit * 10, app.label, unit * 2, INK);
    });
    if (state.recents.length === 0) fb.text(unit * 10, Math.round(h / 2), 'No recent apps', unit * 2, WHITE);
  } else {
    // A vertical gradient, in bands of 8 rows (cheap to encode).
    for (let y = 0; y < h; y += 8) {
      const t = y / h;
      fb.fill(0, y, w, 8, [Math.round(20 + 30 * t), Math.round(60 + 40 * t), Math.round(120 + 60 * t)]);
    }
    state.apps.forEach((app, i) => {
      const r = iconRect(w, h, i);
      fb.fill(r.x, r.y, r.w, r.h, app.color);
      const initial = app.label.slice(0, 1);
      const s = Math.max(1, Math.floor(r.w / 12));
      fb.text(r.x + Math.round((r.w - 5 * s) / 2), r.y + Math.round((r.h - 7 * s) / 2), initial, s, WHITE);
      const label = app.label.slice(0, 9);
      const lx = r.x + Math.round((r.w - Framebuffer.textWidth(label, unit)) / 2);
      fb.text(lx, r.y + r.h + unit * 3, label, unit, WHITE);
    });
  }
  if (state.landscape) fb.text(w - Framebuffer.textWidth('LAND', unit) - unit * 4, h - unit * 12, 'LAND', unit, INK);
  // Status bar: time on the left, a battery on the right.
  fb.fill(0, 0, w, l.statusBar, [0, 0, 0]);
  const s = Math.max(1, Math.floor((l.statusBar - 4) / 7));
  fb.text(unit * 4, Math.round((l.statusBar - 7 * s) / 2), clockText(now), s, WHITE);
  fb.fill(w - unit * 16, Math.round(l.statusBar * 0.3), unit * 10, Math.round(l.statusBar * 0.4), [129, 199, 132]);
  if (state.volumeShownUntil > now) {
    const bw = Math.round(w * 0.6);
    const x = Math.round((w - bw) / 2);
    const y = Math.round(h * 0.8);
    fb.fill(x, y, bw, unit * 6, [80, 80, 80]);
    fb.fill(x, y, Math.round((bw * state.volume) / 15), unit * 6, WHITE);
  }
}

/**
 * The sandbox phone host (the default cloud-phone backend, started inside the API): each phone is a launcher screen
 * (screen.ts) that control messages change — a tap on an icon opens its app, back returns home, home goes home, app
 * switch shows the recent apps, text goes into the open app, volume keys show the volume bar, rotation turns the
 * content — streamed like scrcpy's server does (@lanyun/contract/phone-stream) through one ffmpeg encoder per stream
 * (encoder.ts). A frame is drawn when something changed (at most `fps` a second) and at every clock second.
 * Uploaded APKs "install": a ZIP archive is required, its file name gives the app's label and an icon appears.
 *
 * For tests and the bench, each phone keeps what it received (`events`: taps with their phone coordinates, keys,
 * text), at most 200 entries. Creation and actions take the simulator's delays (SIM_* settings) and creation fails with
 * SIM_FAILURE_RATE, as the phone simulator did.
 */
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import {
  ACTION,
  KEYCODE,
  decodeControl,
  encodeVideoHeader,
  encodeVideoPacket,
  CODEC_H264,
} from '@lanyun/contract/phone-stream';
import type { ControlMessage, VideoPacket } from '@lanyun/contract/phone-stream';
import { type SimulatorOptions, prng } from '../../compute/simulator.ts';
import { ComputeError } from '../../compute/types.ts';
import type { ApkUpload, PhoneBackend, PhoneStream, StreamOptions } from '../types.ts';
import { H264Encoder } from './encoder.ts';
import { BUILTIN_APPS, Framebuffer, type SandboxApp, type ScreenState, draw, iconRect, layout } from './screen.ts';

/** Settings of the sandbox host: screen size (even numbers), frame-rate cap, phones it holds, the ffmpeg binary. */
export interface SandboxHostOptions extends SimulatorOptions {
  width: number;
  height: number;
  fps: number;
  maxPhones: number;
  ffmpeg?: string;
}

/** Something a sandbox phone received: a tap (phone pixels), a key, text, or a rotation. */
export type PhoneEvent =
  | { kind: 'tap'; x: number; y: number; at: number }
  | { kind: 'key'; keycode: number; at: number }
  | { kind: 'text'; text: string; at: number }
  | { kind: 'rotate'; at: number };

/** Taps move less than this many phone pixels between down and up. */
const TAP_SLOP = 12;
const MAX_EVENTS = 200;

/** One sandbox phone: its screen, its streams and what it received. */
export class SandboxPhone {
  readonly fb: Framebuffer;
  state: ScreenState;
  readonly events: PhoneEvent[] = [];
  /** Epoch ms of the last applied control message that changed the screen, for latency measurements. */
  lastChangeAt = 0;
  private readonly streams = new Set<SandboxStream>();
  private down: { x: number; y: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private scheduled: NodeJS.Timeout | null = null;
  private lastDraw = 0;
  private lastSecond = -1;
  powered = true;

  constructor(
    readonly ref: string,
    private readonly opts: SandboxHostOptions,
  ) {
    this.fb = new Framebuffer(opts.width, opts.height);
    this.state = freshState();
    this.render();
  }

  /** Draw the screen now and hand the frame to every stream. */
  render(): void {
    const now = Date.now();
    this.lastDraw = now;
    this.lastSecond = Math.floor(now / 1000);
    if (this.powered) draw(this.fb, this.state, now);
    else this.fb.data.fill(0);
    for (const s of this.streams) s.feed(this.fb.data);
  }

  /** Draw soon (at most `fps` frames a second). */
  invalidate(): void {
    if (this.scheduled) return;
    const wait = Math.max(0, this.lastDraw + 1000 / this.opts.fps - Date.now());
    this.scheduled = setTimeout(() => {
      this.scheduled = null;
      this.render();
    }, wait);
  }

  private record(e: PhoneEvent): void {
    this.events.push(e);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
  }

  /** Apply one control message (bytes; unknown or malformed ones are ignored). */
  control(bytes: Uint8Array): void {
    const m = decodeControl(bytes);
    if (m && this.powered) this.apply(m);
  }

  private apply(m: ControlMessage): void {
    const { width: w, height: h } = this.opts;
    switch (m.type) {
      case 'touch': {
        // scrcpy's server maps the client's coordinates from the screen size it saw to the device's.
        const x = m.screenWidth ? (m.x * w) / m.screenWidth : m.x;
        const y = m.screenHeight ? (m.y * h) / m.screenHeight : m.y;
        if (m.action === ACTION.down) this.down = { x, y };
        else if (m.action === ACTION.up && this.down) {
          const d = this.down;
          this.down = null;
          if (Math.hypot(x - d.x, y - d.y) <= TAP_SLOP) this.tap(Math.round(d.x), Math.round(d.y));
        }
        return;
      }
      case 'key':
        if (m.action !== ACTION.up) return;
        this.record({ kind: 'key', keycode: m.keycode, at: Date.now() });
        this.key(m.keycode);
        return;
      case 'back':
        if (m.action !== ACTION.up) return;
        this.record({ kind: 'key', keycode: KEYCODE.back, at: Date.now() });
        this.key(KEYCODE.back);
        return;
      case 'text':
      case 'clipboard': {
        if (m.type === 'clipboard' && !m.paste) return;
        this.record({ kind: 'text', text: m.text, at: Date.now() });
        const v = this.state.view;
        if (v.kind !== 'app') return;
        const pkg = this.state.apps[v.index]!.packageName;
        this.state.typed.set(pkg, ((this.state.typed.get(pkg) ?? '') + m.text).slice(-200));
        this.changed();
        return;
      }
      case 'rotate':
        this.record({ kind: 'rotate', at: Date.now() });
        this.state.landscape = !this.state.landscape;
        this.changed();
        return;
    }
  }

  private changed(): void {
    this.lastChangeAt = Date.now();
    this.invalidate();
  }

  private tap(x: number, y: number): void {
    this.record({ kind: 'tap', x, y, at: Date.now() });
    const v = this.state.view;
    const { width: w, height: h } = this.opts;
    if (v.kind === 'home') {
      const i = this.state.apps.findIndex((_, k) => {
        const r = iconRect(w, h, k);
        return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
      });
      if (i < 0) return;
      this.open(i);
    } else if (v.kind === 'app') {
      // The title bar's "<" goes back.
      const l = layout(w, h);
      if (y >= l.statusBar && y < l.statusBar + l.titleBar && x < w / 4) this.key(KEYCODE.back);
    } else if (v.kind === 'recents') {
      const l = layout(w, h);
      const unit = Math.max(1, Math.round(w / 180));
      const cardH = Math.round(h * 0.12);
      const k = Math.floor((y - l.statusBar - unit * 8) / (cardH + unit * 6));
      const pkg = this.state.recents[k];
      const i = this.state.apps.findIndex((a) => a.packageName === pkg);
      if (k >= 0 && i >= 0) this.open(i);
    }
  }

  private open(i: number): void {
    const pkg = this.state.apps[i]!.packageName;
    this.state.view = { kind: 'app', index: i };
    this.state.recents = [pkg, ...this.state.recents.filter((p) => p !== pkg)];
    this.changed();
  }

  private key(code: number): void {
    const s = this.state;
    if (code === KEYCODE.back || code === KEYCODE.home) s.view = { kind: 'home' };
    else if (code === KEYCODE.appSwitch) s.view = s.view.kind === 'recents' ? { kind: 'home' } : { kind: 'recents' };
    else if (code === KEYCODE.volumeUp || code === KEYCODE.volumeDown) {
      s.volume = Math.min(15, Math.max(0, s.volume + (code === KEYCODE.volumeUp ? 1 : -1)));
      s.volumeShownUntil = Date.now() + 1500;
      setTimeout(() => this.invalidate(), 1600).unref();
    } else return;
    this.changed();
  }

  /** "Install" an APK: its label from the file name, a colour from its bytes; the icon appears on the home screen. */
  install(apk: ApkUpload): SandboxApp {
    const base =
      apk.fileName
        .replace(/\.apk$/i, '')
        .replace(/[^A-Za-z0-9]+/g, ' ')
        .trim() || 'App';
    const label = base.slice(0, 1).toUpperCase() + base.slice(1, 12);
    const packageName = `com.sandbox.${base.toLowerCase().replace(/\s+/g, '')}`;
    const digest = createHash('sha256').update(apk.bytes).digest();
    const app: SandboxApp = { packageName, label, color: [digest[0]! | 0x40, digest[1]! | 0x40, digest[2]! & 0x9f] };
    const at = this.state.apps.findIndex((a) => a.packageName === packageName);
    if (at >= 0) this.state.apps[at] = app;
    else if (this.state.apps.length >= 16) throw new ComputeError('The home screen is full (16 apps)');
    else this.state.apps.push(app);
    this.changed();
    return app;
  }

  /** Factory reset: the built-in apps only, home screen. */
  reset(): void {
    this.state = freshState();
    this.endStreams('The phone was reset');
    this.changed();
  }

  /** Start the clock (a frame each new second while streams are open). */
  private tick(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (Math.floor(Date.now() / 1000) !== this.lastSecond) this.render();
    }, 100);
    this.timer.unref();
  }

  /** Open a stream: the codec header at once, then a key frame of the current screen. */
  openStream(options: StreamOptions = {}): PhoneStream {
    const fps = Math.max(1, Math.min(this.opts.fps, options.maxFps ?? this.opts.fps));
    const s = new SandboxStream(this, {
      width: this.opts.width,
      height: this.opts.height,
      fps,
      ffmpeg: this.opts.ffmpeg,
    });
    this.streams.add(s);
    this.tick();
    queueMicrotask(() => s.feed(this.fb.data));
    return s;
  }

  /** A stream closed (by either side). */
  forget(s: SandboxStream): void {
    this.streams.delete(s);
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** End every stream with `reason`. */
  endStreams(reason: string): void {
    for (const s of [...this.streams]) s.end(reason);
  }

  /** The screen as a PNG. */
  png(): Buffer {
    const png = new PNG({
      width: this.opts.width,
      height: this.opts.height,
      colorType: 2,
      inputColorType: 2,
      inputHasAlpha: false,
    });
    png.data = this.fb.data;
    return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
  }

  /** Drop everything (release). */
  destroy(): void {
    this.endStreams('The phone was released');
    if (this.scheduled) clearTimeout(this.scheduled);
  }
}

function freshState(): ScreenState {
  return {
    apps: BUILTIN_APPS.map((a) => ({ ...a })),
    view: { kind: 'home' },
    typed: new Map(),
    recents: [],
    volume: 8,
    volumeShownUntil: 0,
    landscape: false,
  };
}

/** One stream: an encoder whose packets go to the listeners, framed as scrcpy's. */
class SandboxStream implements PhoneStream {
  readonly width: number;
  readonly height: number;
  private readonly encoder: H264Encoder;
  private readonly videoListeners: ((m: Uint8Array) => void)[] = [];
  private readonly endListeners: ((reason: string) => void)[] = [];
  private readonly backlog: Uint8Array[] = [];
  private done = false;

  constructor(
    private readonly phone: SandboxPhone,
    opts: { width: number; height: number; fps: number; ffmpeg?: string },
  ) {
    this.width = opts.width;
    this.height = opts.height;
    this.emit(encodeVideoHeader({ codec: CODEC_H264, width: opts.width, height: opts.height }));
    this.encoder = new H264Encoder(opts, (p: VideoPacket) => this.emit(encodeVideoPacket(p)));
    this.encoder.onEnd((reason) => this.end(reason));
  }

  private emit(m: Uint8Array): void {
    if (this.videoListeners.length === 0) this.backlog.push(m);
    for (const cb of this.videoListeners) cb(m);
  }

  feed(rgb: Buffer): void {
    if (!this.done) this.encoder.frame(rgb);
  }

  onVideo(cb: (message: Uint8Array) => void): void {
    this.videoListeners.push(cb);
    for (const m of this.backlog.splice(0)) cb(m);
  }

  control(message: Uint8Array): void {
    if (!this.done) this.phone.control(message);
  }

  onEnd(cb: (reason: string) => void): void {
    this.endListeners.push(cb);
  }

  end(reason: string): void {
    if (this.done) return;
    this.close();
    for (const cb of this.endListeners.splice(0)) cb(reason);
  }

  close(): void {
    if (this.done) return;
    this.done = true;
    this.encoder.close();
    this.phone.forget(this);
  }
}

/**
 * The sandbox host as a `PhoneBackend` (plus `host`, its phones by reference, for the development page and tests).
 * A phone's screen is made when it is first used; a reference the host does not know (phones created before the API
 * restarted) gets a fresh phone then too. `maxPhones` bounds the screens held at once.
 */
export function sandboxPhones(options: SandboxHostOptions): PhoneBackend & {
  options: SandboxHostOptions;
  phone(ref: string): SandboxPhone;
  known(ref: string): SandboxPhone | undefined;
} {
  const random = prng(options.seed ?? Date.now());
  const phones = new Map<string, SandboxPhone>();
  const wait = (mean: number) => new Promise<void>((r) => setTimeout(r, Math.round(mean * (0.5 + random()))));
  const phone = (ref: string) => {
    let p = phones.get(ref);
    if (!p) {
      if (phones.size >= options.maxPhones) throw new ComputeError('The sandbox phone host is full');
      p = new SandboxPhone(ref, options);
      phones.set(ref, p);
    }
    return p;
  };
  return {
    name: 'sandbox',
    options,
    phone,
    known: (ref) => phones.get(ref),
    async createPhone(spec) {
      await wait(this.options.createDelayMs);
      if (random() < this.options.failureRate)
        throw new ComputeError(`No cloud-phone host available in ${spec.regionCode}`);
      // The screen is made when the phone is first used (a stream, an install, a screenshot), not at creation: a
      // burst of orders costs no framebuffers.
      return { backendRef: `sandbox-${spec.phoneId}` };
    },
    async startPhone(ref) {
      await wait(this.options.actionDelayMs);
      const p = phone(ref);
      p.powered = true;
      p.render();
    },
    async stopPhone(ref) {
      await wait(this.options.actionDelayMs);
      const p = phone(ref);
      p.powered = false;
      p.render();
    },
    async rebootPhone(ref) {
      await wait(this.options.actionDelayMs);
      const p = phone(ref);
      p.endStreams('The phone restarted');
      p.state.view = { kind: 'home' };
      p.powered = true;
      p.render();
    },
    async resetPhone(ref) {
      await wait(this.options.actionDelayMs);
      phone(ref).reset();
    },
    async releasePhone(ref) {
      await wait(this.options.actionDelayMs);
      phones.get(ref)?.destroy();
      phones.delete(ref);
    },
    async screenshot(ref) {
      return phone(ref).png();
    },
    async openStream(ref, streamOptions) {
      return phone(ref).openStream(streamOptions);
    },
    async installApk(ref, apk) {
      if (apk.bytes.length < 4 || apk.bytes.readUInt32BE(0) !== 0x504b0304)
        throw new ComputeError('The file is not an APK (a ZIP archive)', 'phone.apk_invalid');
      const app = phone(ref).install(apk);
      return { packageName: app.packageName, label: app.label };
    },
    async capacity() {
      return [{ host: 'sandbox', phonesMax: options.maxPhones, phonesRunning: phones.size }];
    },
  };
}

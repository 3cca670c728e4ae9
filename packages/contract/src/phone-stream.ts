/**
 * The cloud phone's stream, declared once for the phone hosts (apps/api providers/phone), the API's relay and the
 * browser client (apps/cloud features/phone-screen): scrcpy's wire format (github.com/Genymobile/scrcpy,
 * doc/develop.md; app/src/control_msg.c and demuxer.c), big-endian throughout.
 *
 * Video (host → browser), each a binary WebSocket message:
 * - first the codec header, 12 bytes: codec id u32 (`h264` = 0x68323634), width u32, height u32 (pixels);
 * - then packets: a 12-byte header — pts_and_flags u64 (bit 63 "config": SPS/PPS; bit 62 "key frame"; the low 62
 *   bits the presentation time in microseconds) and the payload length u32 — followed by the H.264 Annex B payload.
 *
 * Control (browser → host), scrcpy control messages (type byte first); the ones a cloud phone takes are encoded and
 * decoded here: key events, text, touch events (pointer coordinates in the phone's pixels plus the screen size the
 * client saw), back-or-screen-on, clipboard and rotation. Android key codes are the platform's (KeyEvent.KEYCODE_*).
 */

// The package compiles without DOM or Node types; both runtimes have these (WHATWG Encoding).
declare const TextEncoder: new () => { encode(s: string): Uint8Array };
declare const TextDecoder: new () => { decode(b: Uint8Array): string };

/** `h264` as scrcpy's codec id. */
export const CODEC_H264 = 0x68323634;
const FLAG_CONFIG = 1n << 63n;
const FLAG_KEY = 1n << 62n;
const PTS_MASK = FLAG_KEY - 1n;

/** The codec header that opens a video stream. */
export interface VideoHeader {
  codec: number;
  width: number;
  height: number;
}

/** One packet of the video stream: `config` carries SPS/PPS, `key` marks an IDR frame; `ptsUs` microseconds. */
export interface VideoPacket {
  config: boolean;
  key: boolean;
  ptsUs: number;
  data: Uint8Array;
}

/** The 12-byte codec header. */
export function encodeVideoHeader(h: VideoHeader): Uint8Array {
  const b = new Uint8Array(12);
  const v = new DataView(b.buffer);
  v.setUint32(0, h.codec);
  v.setUint32(4, h.width);
  v.setUint32(8, h.height);
  return b;
}

/** Reads a codec header; null unless `b` is exactly 12 bytes. */
export function decodeVideoHeader(b: Uint8Array): VideoHeader | null {
  if (b.byteLength !== 12) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { codec: v.getUint32(0), width: v.getUint32(4), height: v.getUint32(8) };
}

/** A packet with its 12-byte header. */
export function encodeVideoPacket(p: VideoPacket): Uint8Array {
  const b = new Uint8Array(12 + p.data.byteLength);
  const v = new DataView(b.buffer);
  let pts = BigInt(Math.max(0, Math.round(p.ptsUs))) & PTS_MASK;
  if (p.config) pts |= FLAG_CONFIG;
  if (p.key) pts |= FLAG_KEY;
  v.setBigUint64(0, pts);
  v.setUint32(8, p.data.byteLength);
  b.set(p.data, 12);
  return b;
}

/** Reads one packet (header and payload in one message); null when the lengths disagree. */
export function decodeVideoPacket(b: Uint8Array): VideoPacket | null {
  if (b.byteLength < 12) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const pts = v.getBigUint64(0);
  const len = v.getUint32(8);
  if (len !== b.byteLength - 12) return null;
  return {
    config: (pts & FLAG_CONFIG) !== 0n,
    key: (pts & FLAG_KEY) !== 0n,
    ptsUs: Number(pts & PTS_MASK),
    data: b.subarray(12),
  };
}

/** scrcpy's control message types (control_msg.h). */
export const CONTROL_TYPE = {
  injectKeycode: 0,
  injectText: 1,
  injectTouch: 2,
  backOrScreenOn: 4,
  setClipboard: 9,
  rotateDevice: 11,
} as const;

/** Android's MotionEvent / KeyEvent actions. */
export const ACTION = { down: 0, up: 1, move: 2 } as const;

/** The Android key codes the client's buttons send (KeyEvent.KEYCODE_*). */
export const KEYCODE = {
  home: 3,
  back: 4,
  volumeUp: 24,
  volumeDown: 25,
  power: 26,
  appSwitch: 187,
} as const;

/** A control message as the phone host applies it. */
export type ControlMessage =
  | { type: 'key'; action: number; keycode: number; repeat: number; metaState: number }
  | { type: 'text'; text: string }
  | {
      type: 'touch';
      action: number;
      pointerId: bigint;
      x: number;
      y: number;
      screenWidth: number;
      screenHeight: number;
      pressure: number;
    }
  | { type: 'back'; action: number }
  | { type: 'clipboard'; sequence: bigint; paste: boolean; text: string }
  | { type: 'rotate' };

/** Longest text or clipboard message accepted (bytes of UTF-8), as scrcpy's CONTROL_MSG_*_MAX_LENGTH. */
export const MAX_TEXT_BYTES = 300;
const MAX_CLIPBOARD_BYTES = 256 * 1024 - 14;

/** The bytes of a control message (scrcpy's control_msg_serialize). */
export function encodeControl(m: ControlMessage): Uint8Array {
  const enc = new TextEncoder();
  switch (m.type) {
    case 'key': {
      const b = new Uint8Array(14);
      const v = new DataView(b.buffer);
      v.setUint8(0, CONTROL_TYPE.injectKeycode);
      v.setUint8(1, m.action);
      v.setUint32(2, m.keycode);
      v.setUint32(6, m.repeat);
      v.setUint32(10, m.metaState);
      return b;
    }
    case 'text': {
      const t = enc.encode(m.text).subarray(0, MAX_TEXT_BYTES);
      const b = new Uint8Array(5 + t.byteLength);
      const v = new DataView(b.buffer);
      v.setUint8(0, CONTROL_TYPE.injectText);
      v.setUint32(1, t.byteLength);
      b.set(t, 5);
      return b;
    }
    case 'touch': {
      const b = new Uint8Array(32);
      const v = new DataView(b.buffer);
      v.setUint8(0, CONTROL_TYPE.injectTouch);
      v.setUint8(1, m.action);
      v.setBigUint64(2, m.pointerId);
      v.setInt32(10, Math.round(m.x));
      v.setInt32(14, Math.round(m.y));
      v.setUint16(18, m.screenWidth);
      v.setUint16(20, m.screenHeight);
      v.setUint16(22, Math.round(Math.min(1, Math.max(0, m.pressure)) * 0xffff));
      v.setUint32(24, m.action === ACTION.up ? 0 : 1); // action button: primary
      v.setUint32(28, m.action === ACTION.up ? 0 : 1); // buttons
      return b;
    }
    case 'back':
      return Uint8Array.of(CONTROL_TYPE.backOrScreenOn, m.action);
    case 'clipboard': {
      const t = enc.encode(m.text).subarray(0, MAX_CLIPBOARD_BYTES);
      const b = new Uint8Array(14 + t.byteLength);
      const v = new DataView(b.buffer);
      v.setUint8(0, CONTROL_TYPE.setClipboard);
      v.setBigUint64(1, m.sequence);
      v.setUint8(9, m.paste ? 1 : 0);
      v.setUint32(10, t.byteLength);
      b.set(t, 14);
      return b;
    }
    case 'rotate':
      return Uint8Array.of(CONTROL_TYPE.rotateDevice);
  }
}

/**
 * Reads one control message (one WebSocket message holds one); null for an unknown type or wrong length, which the
 * host ignores as scrcpy's server does not (it would stop): a browser must not be able to stop a phone's stream.
 */
export function decodeControl(b: Uint8Array): ControlMessage | null {
  if (b.byteLength < 1) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const dec = new TextDecoder();
  switch (b[0]) {
    case CONTROL_TYPE.injectKeycode:
      if (b.byteLength !== 14) return null;
      return {
        type: 'key',
        action: v.getUint8(1),
        keycode: v.getUint32(2),
        repeat: v.getUint32(6),
        metaState: v.getUint32(10),
      };
    case CONTROL_TYPE.injectText: {
      if (b.byteLength < 5) return null;
      const n = v.getUint32(1);
      if (n > MAX_TEXT_BYTES || b.byteLength !== 5 + n) return null;
      return { type: 'text', text: dec.decode(b.subarray(5)) };
    }
    case CONTROL_TYPE.injectTouch:
      if (b.byteLength !== 32) return null;
      return {
        type: 'touch',
        action: v.getUint8(1),
        pointerId: v.getBigUint64(2),
        x: v.getInt32(10),
        y: v.getInt32(14),
        screenWidth: v.getUint16(18),
        screenHeight: v.getUint16(20),
        pressure: v.getUint16(22) / 0xffff,
      };
    case CONTROL_TYPE.backOrScreenOn:
      return b.byteLength === 2 ? { type: 'back', action: v.getUint8(1) } : null;
    case CONTROL_TYPE.setClipboard: {
      if (b.byteLength < 14) return null;
      const n = v.getUint32(10);
      if (b.byteLength !== 14 + n) return null;
      return {
        type: 'clipboard',
        sequence: v.getBigUint64(1),
        paste: v.getUint8(9) !== 0,
        text: dec.decode(b.subarray(14)),
      };
    }
    case CONTROL_TYPE.rotateDevice:
      return b.byteLength === 1 ? { type: 'rotate' } : null;
    default:
      return null;
  }
}

/**
 * The WebCodecs codec string of an H.264 stream (`avc1.PPCCLL`) from its SPS in a config packet (Annex B), or
 * `avc1.42E01E` (constrained baseline 3.0) when none is found.
 */
export function avcCodecString(config: Uint8Array): string {
  for (let i = 0; i + 4 < config.byteLength; i++) {
    const start = config[i] === 0 && config[i + 1] === 0 && config[i + 2] === 1;
    if (start && (config[i + 3]! & 0x1f) === 7 && i + 6 < config.byteLength) {
      const hex = (n: number) => n.toString(16).padStart(2, '0').toUpperCase();
      return `avc1.${hex(config[i + 4]!)}${hex(config[i + 5]!)}${hex(config[i + 6]!)}`;
    }
  }
  return 'avc1.42E01E';
}

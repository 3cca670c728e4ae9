import { describe, expect, it } from 'vitest';
import {
  ACTION,
  type ControlMessage,
  avcCodecString,
  decodeControl,
  decodeVideoPacket,
  encodeControl,
  encodeVideoPacket,
} from './phone-stream.ts';

describe('phone stream wire format (scrcpy)', () => {
  it('round-trips control messages with scrcpy sizes', () => {
    const msgs: ControlMessage[] = [
      { type: 'key', action: ACTION.up, keycode: 4, repeat: 0, metaState: 0 },
      { type: 'text', text: '你好 hi' },
      {
        type: 'touch',
        action: ACTION.down,
        pointerId: 3n,
        x: 10,
        y: 20,
        screenWidth: 720,
        screenHeight: 1280,
        pressure: 1,
      },
      { type: 'back', action: ACTION.down },
      { type: 'clipboard', sequence: 7n, paste: true, text: 'clip' },
      { type: 'rotate' },
    ];
    expect(encodeControl(msgs[0]!).byteLength).toBe(14);
    expect(encodeControl(msgs[2]!).byteLength).toBe(32);
    for (const m of msgs) expect(decodeControl(encodeControl(m))).toEqual(m);
    expect(decodeControl(Uint8Array.of(99))).toBeNull();
    expect(decodeControl(Uint8Array.of(2, 0, 0))).toBeNull();
  });

  it('frames video packets with the config and key flags', () => {
    const p = { config: false, key: true, ptsUs: 123_456, data: Uint8Array.of(0, 0, 0, 1, 0x65) };
    expect(decodeVideoPacket(encodeVideoPacket(p))).toEqual(p);
    expect(avcCodecString(Uint8Array.of(0, 0, 0, 1, 0x67, 0x42, 0xc0, 0x1e, 0))).toBe('avc1.42C01E');
  });
});

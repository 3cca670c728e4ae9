/**
 * The sandbox phone host on real ffmpeg: a stream opens with the codec header, SPS/PPS and a key frame; a tap on the
 * first icon is reported at its phone coordinates and opens the app (a new frame follows); back returns home; an
 * APK's icon appears; a screenshot is a PNG of the screen.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION,
  CODEC_H264,
  KEYCODE,
  decodeVideoHeader,
  decodeVideoPacket,
  encodeControl,
} from '@lanyun/contract/phone-stream';
import { sandboxPhones } from './host.ts';
import { iconRect } from './screen.ts';

const W = 180;
const H = 320;

function until(check: () => boolean, ms = 5000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const t = setInterval(() => {
      if (check()) return (clearInterval(t), resolve());
      if (Date.now() - start > ms) clearInterval(t), reject(new Error('timed out'));
    }, 10);
  });
}

const touch = (action: number, x: number, y: number) =>
  encodeControl({ type: 'touch', action, pointerId: 0n, x, y, screenWidth: W, screenHeight: H, pressure: 1 });

describe('sandbox phone host', () => {
  it('streams H.264 and applies taps, keys and APKs', async () => {
    const backend = sandboxPhones({
      createDelayMs: 0,
      actionDelayMs: 0,
      failureRate: 0,
      seed: 1,
      width: W,
      height: H,
      fps: 10,
      maxPhones: 4,
    });
    const { backendRef } = await backend.createPhone({ phoneId: 'p1', regionCode: 'r', packageName: 'k' });
    const stream = await backend.openStream(backendRef);
    const messages: Uint8Array[] = [];
    stream.onVideo((m) => messages.push(m));
    await until(() => messages.length >= 3);
    expect(decodeVideoHeader(messages[0]!)).toEqual({ codec: CODEC_H264, width: W, height: H });
    const config = decodeVideoPacket(messages[1]!)!;
    expect(config.config).toBe(true);
    expect(config.data[4]! & 0x1f).toBe(7); // SPS
    expect(decodeVideoPacket(messages[2]!)!.key).toBe(true);

    const phone = backend.phone(backendRef);
    const r = iconRect(W, H, 0);
    const before = Buffer.from(phone.fb.data);
    const seen = messages.length;
    stream.control(touch(ACTION.down, r.x + 5, r.y + 6));
    stream.control(touch(ACTION.up, r.x + 5, r.y + 6));
    expect(phone.events.at(-1)).toMatchObject({ kind: 'tap', x: r.x + 5, y: r.y + 6 });
    expect(phone.state.view).toEqual({ kind: 'app', index: 0 });
    await until(() => messages.length > seen);
    await until(() => !phone.fb.data.equals(before));

    stream.control(encodeControl({ type: 'key', action: ACTION.down, keycode: KEYCODE.back, repeat: 0, metaState: 0 }));
    stream.control(encodeControl({ type: 'key', action: ACTION.up, keycode: KEYCODE.back, repeat: 0, metaState: 0 }));
    expect(phone.state.view).toEqual({ kind: 'home' });

    await expect(backend.installApk(backendRef, { fileName: 'x.apk', bytes: Buffer.from('nope') })).rejects.toThrow();
    const app = await backend.installApk(backendRef, {
      fileName: 'WeChat.apk',
      bytes: Buffer.from([0x50, 0x4b, 3, 4, 1]),
    });
    expect(app.label).toBe('WeChat');
    expect(phone.state.apps.at(-1)?.label).toBe('WeChat');

    const png = await backend.screenshot(backendRef);
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    const ended: string[] = [];
    stream.onEnd((why) => ended.push(why));
    await backend.releasePhone(backendRef);
    expect(ended).toEqual(['The phone was released']);
  });
});

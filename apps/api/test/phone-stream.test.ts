/**
 * Using a cloud phone over real HTTP and WebSockets, on the sandbox phone host with real ffmpeg (a small screen): a
 * single-use ticket opens the stream (audited) with the codec header, SPS/PPS and a key frame; the controller's tap
 * reaches the phone at its coordinates, a second viewer watches read-only; another customer, a missing log-in and a
 * foreign page are refused; an APK installs and a screenshot is a PNG; an expired phone's stream ends and new tickets
 * are refused with the renewal reason.
 */
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION, decodeVideoHeader, decodeVideoPacket, encodeControl } from '@lanyun/contract/phone-stream';
import { auditLog, cloudPhones } from '../src/db/schema.ts';
import type { SandboxPhone } from '../src/providers/phone/index.ts';
import { iconRect } from '../src/providers/phone/sandbox/screen.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { customer, waitForPhone } from './ordering-helpers.ts';

const W = 180;
const H = 320;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    env: {
      SIM_CREATE_DELAY_MS: '20',
      SIM_ACTION_DELAY_MS: '10',
      SIM_FAILURE_RATE: '0',
      PHONE_SANDBOX_WIDTH: String(W),
      PHONE_SANDBOX_HEIGHT: String(H),
      PHONE_SANDBOX_FPS: '10',
      PHONE_STREAM_CHECK_MS: '200',
    },
  });
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';

async function runningPhone(token: string): Promise<string> {
  const pkg = (await t.client().call('/phone/get_pdc_pkg_id')).data![0]!;
  const region = (await t.client().call('/phone/get_pdc_regions')).data![0]!;
  const price = (
    await t.client().call('/phone_order/get_pdc_pkg_price', {
      pkg_id: pkg.id,
      region_id: region.id,
      duration_months: 1,
      quantity: 1,
    })
  ).data!.price;
  const res = await t.post(
    '/phone_order/add_pdc_order',
    { pkg_id: String(pkg.id), region_id: String(region.id), duration_months: '1', quantity: '1', price, agree: '1' },
    token,
  );
  expect(res.code).toBe(200);
  const id = res.data.phones[0].phone_id as string;
  await waitForPhone(t, token, id, 'running');
  return id;
}

/** A socket on `url` collecting what it receives: JSON texts and binary messages. */
function open(url: string, origin = ORIGIN) {
  const ws = new WebSocket(url, { origin });
  ws.on('error', () => {}); // a refused handshake closes with 1006, read below
  const texts: { type: string; [k: string]: unknown }[] = [];
  const binary: Uint8Array[] = [];
  ws.on('message', (d: Buffer, isBinary: boolean) =>
    isBinary ? binary.push(new Uint8Array(d)) : texts.push(JSON.parse(d.toString())),
  );
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  return { ws, texts, binary, closed };
}

function until(check: () => boolean, ms = 20_000): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (check()) return (clearInterval(timer), resolve());
      if (Date.now() - start > ms) clearInterval(timer), reject(new Error('timed out'));
    }, 10);
  });
}

const sandbox = () => t.app.phones as unknown as { known(ref: string): SandboxPhone | undefined };

describe('cloud-phone streams', () => {
  it('streams to the controller and a read-only viewer; refuses others; installs APKs; ends on expiry', async () => {
    const a = await customer(t, { cashFen: 100_000 });
    const b = await customer(t, { cashFen: 100_000 });
    const phoneId = await runningPhone(a.token);
    const [row] = await t.db.db.select().from(cloudPhones).where(eq(cloudPhones.phoneId, phoneId));
    expect(row!.backendRef).toBe(`sandbox-${phoneId}`);

    // Refused: another customer's phone, no log-in.
    expect((await t.post('/phone/phone_stream_ticket', { phone_id: phoneId }, b.token)).code).toBe(404);
    expect((await t.post('/phone/phone_stream_ticket', { phone_id: phoneId })).code).not.toBe(200);

    const ticket = await t.post('/phone/phone_stream_ticket', { phone_id: phoneId }, a.token);
    expect(ticket).toMatchObject({
      code: 200,
      data: { expires_in: 60, url: expect.stringMatching(/^ws:\/\/.+\/phone\/phone_stream\?ticket=/) },
    });
    const url = t.baseUrl.replace(/^http/, 'ws') + new URL(ticket.data.url).pathname + new URL(ticket.data.url).search;

    // A foreign page is refused before the upgrade, and the ticket stays unused.
    const foreign = open(url, 'https://evil.example');
    expect((await foreign.closed).code).toBe(1006);

    const c = open(url);
    await until(() => c.texts.length > 0 && c.binary.length >= 3);
    expect(c.texts[0]).toEqual({ type: 'hello', role: 'control', width: W, height: H });
    expect(decodeVideoHeader(c.binary[0]!)).toMatchObject({ width: W, height: H });
    expect(decodeVideoPacket(c.binary[1]!)!.config).toBe(true);
    expect(decodeVideoPacket(c.binary[2]!)!.key).toBe(true);

    // The same ticket again: refused.
    expect((await open(url).closed).code).toBe(4401);

    // A tap on the first icon, at the screen size of the video.
    const r = iconRect(W, H, 0);
    const phone = sandbox().known(row!.backendRef!)!;
    const touch = (action: number) =>
      encodeControl({
        type: 'touch',
        action,
        pointerId: 0n,
        x: r.x + 4,
        y: r.y + 4,
        screenWidth: W,
        screenHeight: H,
        pressure: 1,
      });
    const framesBefore = c.binary.length;
    c.ws.send(touch(ACTION.down));
    c.ws.send(touch(ACTION.up));
    await until(() => phone.events.some((e) => e.kind === 'tap'));
    expect(phone.events.find((e) => e.kind === 'tap')).toMatchObject({ x: r.x + 4, y: r.y + 4 });
    await until(() => c.binary.length > framesBefore);

    // A second viewer watches: its control messages are dropped.
    const second = await t.post('/phone/phone_stream_ticket', { phone_id: phoneId, control: '1' }, a.token);
    const v = open(second.data.url.replace(/^ws:\/\/[^/]+/, t.baseUrl.replace(/^http/, 'ws')));
    await until(() => v.texts.length > 0 && v.binary.length >= 3);
    expect(v.texts[0]).toMatchObject({ role: 'view' });
    const taps = phone.events.length;
    v.ws.send(touch(ACTION.down));
    v.ws.send(touch(ACTION.up));
    v.ws.send(JSON.stringify({ type: 'ping', t: 5 }));
    await until(() => v.texts.some((m) => m.type === 'pong'));
    expect(phone.events.length).toBe(taps);

    // APK install (multipart) and screenshot.
    const form = new FormData();
    form.set('phone_id', phoneId);
    form.set('file_name', 'Demo.apk');
    form.set('file', new Blob([new Uint8Array([0x50, 0x4b, 3, 4, 9, 9])]), 'Demo.apk');
    const installed = await fetch(`${t.baseUrl}/phone/phone_install_apk`, {
      method: 'POST',
      headers: { token: a.token, 'accept-language': 'en' },
      body: form,
    }).then((res) => res.json());
    expect(installed).toMatchObject({ code: 200, data: { label: 'Demo', package_name: 'com.sandbox.demo' } });
    const bad = new FormData();
    bad.set('phone_id', phoneId);
    bad.set('file_name', 'x.apk');
    bad.set('file', new Blob([new Uint8Array([1, 2, 3, 4])]), 'x.apk');
    expect(
      await fetch(`${t.baseUrl}/phone/phone_install_apk`, {
        method: 'POST',
        headers: { token: a.token, 'accept-language': 'en' },
        body: bad,
      }).then((res) => res.json()),
    ).toMatchObject({ code: 400, data: { reason: 'phone.apk_invalid' } });
    const shot = await t.post('/phone/phone_screenshot', { phone_id: phoneId }, a.token);
    expect(Buffer.from(shot.data.png_base64, 'base64').subarray(1, 4).toString()).toBe('PNG');

    // Expiry: the open streams end with the reason, and a new ticket is refused with the renewal prompt.
    await t.db.db
      .update(cloudPhones)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cloudPhones.id, row!.id));
    expect((await c.closed).code).toBe(4410);
    expect(c.texts.at(-1)).toMatchObject({ type: 'end', reason: 'phone.stream_expired' });
    expect((await v.closed).code).toBe(4410);
    const refused = await fetch(`${t.baseUrl}/phone/phone_stream_ticket`, {
      method: 'POST',
      headers: { token: a.token, 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ phone_id: phoneId }),
    }).then((res) => res.json());
    expect(refused).toMatchObject({
      code: 409,
      msg: 'The cloud phone has expired: renew it to use it again',
      data: { reason: 'phone.stream_expired', renew: true },
    });

    const audits = await t.db.db.select().from(auditLog).where(eq(auditLog.targetId, phoneId));
    expect(audits.map((x) => x.action).sort()).toEqual([
      'phone.apk_installed',
      'phone.stream_opened',
      'phone.stream_opened',
    ]);
  });
});

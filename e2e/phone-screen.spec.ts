/**
 * A cloud phone in use, on the sandbox phone host (360×640 at 10 fps on the test stack): a bought phone opens from the
 * list; its video plays (decoded frames counted, the canvas not blank and changing when the clock ticks); a click on
 * an app icon reaches the phone at the icon's phone coordinates (±2 px after scaling) and opens the app; back returns
 * home; an uploaded APK's icon appears; the screenshot downloads as a PNG. Another customer's ticket and a logged-out
 * viewer are refused; an expired phone's stream ends and the page offers renewal.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from './accounts-helpers';
import { withE2eDb } from './billing-helpers';
import { expect, test } from './fixtures';
import { hydrated } from './hydration';
import { apiPost, topUpInSandbox } from './ordering-helpers';

type Rect = { x: number; y: number; w: number; h: number };
type HostView = {
  width: number;
  height: number;
  view: { kind: string; index?: number };
  events: { kind: string; x?: number; y?: number }[];
  apps: { label: string; rect: Rect }[];
};

async function hostView(request: APIRequestContext, phoneId: string): Promise<HostView> {
  const res = await request.get(`${API}/dev/phone-host?phone_id=${encodeURIComponent(phoneId)}`);
  return ((await res.json()) as { data: HostView }).data;
}

/** Buys one phone of the first package as `token` (wallet topped up first) and waits until it runs. */
async function runningPhone(request: APIRequestContext, token: string): Promise<string> {
  await topUpInSandbox(request, token, 100);
  const pkg = ((await (await request.get(`${API}/phone/get_pdc_pkg_id`)).json()).data as { id: number }[])[0]!;
  const region = ((await (await request.get(`${API}/phone/get_pdc_regions`)).json()).data as { id: number }[])[0]!;
  const q = new URLSearchParams({
    pkg_id: String(pkg.id),
    region_id: String(region.id),
    duration_months: '1',
    quantity: '1',
  });
  const price = (
    (await (await request.get(`${API}/phone_order/get_pdc_pkg_price?${q}`)).json()).data as { price: string }
  ).price;
  const order = await apiPost<{ phones: { phone_id: string }[] }>(request, '/phone_order/add_pdc_order', token, {
    pkg_id: String(pkg.id),
    region_id: String(region.id),
    duration_months: '1',
    quantity: '1',
    price,
    agree: '1',
  });
  const id = order.phones[0]!.phone_id;
  await expect
    .poll(
      async () =>
        (
          await apiPost<{ list: { phone_id: string; status: string }[] }>(
            request,
            '/phone_overview/user_phone_list',
            token,
          )
        ).list.find((p) => p.phone_id === id)?.status,
      { timeout: 30_000 },
    )
    .toBe('running');
  return id;
}

/** The canvas pixel (RGB) at phone pixel (x, y), the canvas having the phone's size. */
const pixel = (page: Page, x: number, y: number) =>
  page
    .getByTestId('phone-canvas')
    .evaluate(
      (c: HTMLCanvasElement, [px, py]) => [...c.getContext('2d')!.getImageData(px!, py!, 1, 1).data.slice(0, 3)],
      [x, y],
    );
const canvasHash = (page: Page, fromY = 0) =>
  page.getByTestId('phone-canvas').evaluate((c: HTMLCanvasElement, y0) => {
    const d = c.getContext('2d')!.getImageData(0, y0, c.width, c.height - y0).data;
    let h = 0;
    const distinct = new Set<number>();
    for (let i = 0; i < d.length; i += 97) {
      h = (h * 31 + d[i]!) | 0;
      if (distinct.size < 50) distinct.add(d[i]!);
    }
    return { h, colours: distinct.size };
  }, fromY);
const near = (a: number[], b: number[], tol = 40) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);

test('a bought cloud phone streams, takes taps, keys and APKs, and downloads a screenshot', async ({
  page,
  login,
  request,
}) => {
  test.setTimeout(120_000);
  const me = await login({ verified: true, name: 'phone' });
  const phoneId = await runningPhone(request, me.token);

  await page.goto('/user/phones');
  await hydrated(page);
  await page.getByRole('link', { name: /^Open/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user/phones/${phoneId}$`));
  await expect(page.getByTestId('phone-state')).toHaveText('Connected: you control this phone', { timeout: 20_000 });
  const canvas = page.getByTestId('phone-canvas');
  await expect
    .poll(async () => Number(await canvas.getAttribute('data-frames')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  // Not blank, and the clock changes the picture.
  const first = await canvasHash(page);
  expect(first.colours).toBeGreaterThan(3);
  await expect.poll(async () => (await canvasHash(page)).h, { timeout: 5_000 }).not.toBe(first.h);

  // A click on the first app's icon, at its centre in page pixels.
  let host = await hostView(request, phoneId);
  const icon = host.apps[0]!.rect;
  const cx = icon.x + icon.w / 2;
  const cy = icon.y + icon.h / 2;
  // A point inside the icon clear of its letter, and of the app's title bar once it opens.
  const px = icon.x + 3;
  const py = icon.y + icon.h - 3;
  const iconColour = await pixel(page, px, py);
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + (cx * box.width) / host.width, box.y + (cy * box.height) / host.height);
  await expect.poll(async () => (await hostView(request, phoneId)).view.kind).toBe('app');
  host = await hostView(request, phoneId);
  const tap = host.events.filter((e) => e.kind === 'tap').at(-1)!;
  expect(Math.abs(tap.x! - cx)).toBeLessThanOrEqual(2);
  expect(Math.abs(tap.y! - cy)).toBeLessThanOrEqual(2);
  // The next frames show the app where the icon was.
  await expect.poll(async () => near(await pixel(page, px, py), iconColour)).toBe(false);

  // Back returns home: the icon is drawn again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect.poll(async () => (await hostView(request, phoneId)).view.kind).toBe('home');
  await expect.poll(async () => near(await pixel(page, px, py), iconColour)).toBe(true);

  // An APK: its icon appears on the home screen.
  const apps = host.apps.length;
  const zip = Buffer.from([0x50, 0x4b, 3, 4, ...Buffer.from('sandbox apk')]);
  await page
    .getByTestId('phone-apk')
    .setInputFiles({ name: 'Shop.apk', mimeType: 'application/vnd.android.package-archive', buffer: zip });
  await expect(page.getByTestId('phone-notice')).toHaveText('Shop is installed');
  host = await hostView(request, phoneId);
  expect(host.apps.map((a) => a.label)).toContain('Shop');
  const shop = host.apps[apps]!.rect;
  // Inside the new icon versus the wallpaper just left of it, on the same row.
  await expect
    .poll(async () => near(await pixel(page, shop.x + 3, shop.y + 3), await pixel(page, shop.x - 4, shop.y + 3), 25))
    .toBe(false);

  // Screenshot: a PNG download.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Screenshot (PNG)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${phoneId}-.+\\.png$`));
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');

  // The readout counts frames per second and the round trip.
  await expect(page.getByTestId('phone-readout')).toContainText(/\d+ fps · round trip \d+ ms/);

  // Expiry: the open stream ends with the renewal prompt; opening it again is refused the same way.
  await withE2eDb((db) =>
    db.query(
      `UPDATE cloud_phones SET status = 'expired', expires_at = now() - interval '1 minute' WHERE phone_id = $1`,
      [phoneId],
    ),
  );
  await expect(page.getByTestId('phone-state')).toHaveText('The cloud phone has expired: renew it to use it again', {
    timeout: 10_000,
  });
  await expect(page.getByRole('link', { name: 'Renew the phone' })).toHaveAttribute(
    'href',
    `/user/phones?renew=${phoneId}`,
  );
  await page.reload();
  await expect(page.getByTestId('phone-state')).toHaveText('The cloud phone has expired: renew it to use it again');
  await expect(page.getByRole('link', { name: 'Renew the phone' })).toBeVisible();
});

test("another customer's ticket and a logged-out viewer are refused", async ({
  browser,
  baseURL,
  customer,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await customer({ verified: true, name: 'phone-owner' });
  const other = await customer({ verified: true, name: 'phone-other' });
  const phoneId = await runningPhone(request, owner.token);
  const asOther = await request.post(`${API}/phone/phone_stream_ticket`, {
    headers: { token: other.token, 'accept-language': 'en' },
    multipart: { phone_id: phoneId },
  });
  expect(await asOther.json()).toMatchObject({ code: 404, msg: 'No such cloud phone' });
  const anonymous = await request.post(`${API}/phone/phone_stream_ticket`, { multipart: { phone_id: phoneId } });
  expect(((await anonymous.json()) as { code: number }).code).not.toBe(200);
  // A logged-out browser is sent to the log-in page.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(`/user/phones/${phoneId}`, baseURL).toString());
  await expect(page).toHaveURL(/\/login\?tp=1/);
  await context.close();
});

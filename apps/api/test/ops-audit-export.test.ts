import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** GET the export with `query` and `token`; the body as text. */
async function exportCsv(query: Record<string, string>, token?: string) {
  const res = await fetch(`${t.baseUrl}/ops/audit/export?${new URLSearchParams(query)}`, {
    headers: { channel: 'pc', ...(token ? { token } : {}) },
  });
  // Keep the byte-order mark (res.text() drops it).
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

/** Splits CSV text into records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\n') row.push(cell.replace(/\r$/, '')), rows.push(row), (row = []), (cell = '');
    else cell += c;
  }
  return rows;
}

describe('audit log export', () => {
  it('exports the filtered log as CSV for every operator role, newest first, with the list’s rows; customers and strangers are refused', async () => {
    const editor = await t.opsLogin('editor@lanyun.cloud');
    const finance = await t.opsLogin('finance@lanyun.cloud');
    // A failed log-in and an edit with text that looks like a spreadsheet formula.
    await t.post('/ops/login', { email: 'editor@lanyun.cloud', password: 'wrong-password', code: '000000' });
    const banner = (await t.client(editor).call('/ops/banner/list', {})).data!.list[0]!;
    await t.client(editor).call('/ops/banner/save', {
      ...banner,
      id: banner.id,
      title: '=HYPERLINK("x")',
      title_en: banner.title_en ?? undefined,
      subtitle_en: banner.subtitle_en ?? undefined,
      image_url: banner.image_url ?? undefined,
      enabled: banner.enabled ? 1 : 0,
    });

    const { res, text } = await exportCsv({ action: 'banner.' }, finance);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'id',
      'time',
      'operator_id',
      'operator_email',
      'action',
      'target_type',
      'target_id',
      'client_ip',
      'detail',
      'before',
      'after',
    ]);
    const list = (await t.client(finance).call('/ops/audit/list', { action: 'banner.', page_size: 50 })).data!;
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(list.list.map((a) => a.id));
    const [first] = rows.slice(1);
    expect(first).toMatchObject({ 3: 'editor@lanyun.cloud', 4: 'banner.update', 6: String(banner.id) });
    expect(first![1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // JSON snapshots; the formula-like title is kept as JSON text inside its cell (the cell starts with "{").
    expect(JSON.parse(first![10]!)).toMatchObject({ title: '=HYPERLINK("x")' });

    const failed = parseCsv((await exportCsv({ action: 'operator.login_failed' }, editor)).text.slice(1));
    expect(failed.length).toBeGreaterThan(1);
    expect(JSON.parse(failed[1]![8]!)).toMatchObject({ email: 'editor@lanyun.cloud', reason: 'wrong password' });

    const customer = await t.signUp(`audit-${Date.now()}@example.com`);
    const refused = await exportCsv({}, customer.data.token);
    expect(refused.res.status).toBe(200);
    expect(JSON.parse(refused.text).code).not.toBe(200);
    expect(JSON.parse((await exportCsv({})).text).code).not.toBe(200);
    // A filter for nothing: the header line only.
    expect(parseCsv((await exportCsv({ action: 'no.such.action' }, editor)).text.slice(1))).toHaveLength(1);
    expect(JSON.parse((await exportCsv({ from: 'yesterday' }, editor)).text).msg).toMatch(/^from: /);
  });

  it('streams a large log in batches: every entry once, newest first', async () => {
    const editor = await t.opsLogin('editor@lanyun.cloud');
    await t.db.db.execute(
      sql`insert into audit_log (operator_id, action, target_type, target_id, detail, client_ip)
          select null, 'bulk.check', 'test', g::text, jsonb_build_object('n', g), '127.0.0.1' from generate_series(1, 2500) g`,
    );
    const rows = parseCsv((await exportCsv({ action: 'bulk.check' }, editor)).text.slice(1)).slice(1);
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[6])).size).toBe(2500);
    const ids = rows.map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CSV_COLUMNS } from '../src/modules/ops/services/customer-list.ts';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** GET the customer export with `query` and `token`; the body as text (byte-order mark kept). */
async function exportCsv(query: Record<string, string>, token?: string) {
  const res = await fetch(`${t.baseUrl}/ops/customers/export?${new URLSearchParams(query)}`, {
    headers: { channel: 'pc', ...(token ? { token } : {}) },
  });
  return { res, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

/** The `id`s a `returning id` statement answers. */
async function returningIds(q: SQL): Promise<{ id: number }[]> {
  return ((await t.db.db.execute(q)) as unknown as { rows: { id: number }[] }).rows;
}

/** Data lines of a CSV without quoted line breaks (the export's test rows have none). */
const lines = (text: string) => text.slice(1).split('\r\n').filter(Boolean);

/** `n` customers named `${tag}-<i>` with phone 1<tag digits><i>, balance i yuan, made in one statement. */
async function seedCustomers(tag: string, n: number, phonePrefix: string) {
  await t.db.db.execute(
    sql`insert into users (email, phone, user_name, name, company, password_hash, balance_fen)
        select ${tag} || '-' || g || '@bulk.example', ${phonePrefix} || lpad(g::text, 6, '0'), ${tag} || '-' || g,
               ${tag} || ' person ' || g, '', 'x', g * 100
        from generate_series(1, ${n}) g`,
  );
}

describe('operators’ customer list', () => {
  it('pages, filters and sorts on the server; refuses a role that may not read customers', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    await seedCustomers('pager', 25, '13900');
    const api = t.client(finance);
    const p1 = (await api.call('/ops/customers/list', { q: 'pager-', page_size: 10, sort: 'balance', order: 'asc' }))
      .data!;
    expect(p1.total).toBe(25);
    expect(p1.total_capped).toBe(false);
    expect(p1.list.map((c) => c.balance)).toEqual([
      '1.00',
      '2.00',
      '3.00',
      '4.00',
      '5.00',
      '6.00',
      '7.00',
      '8.00',
      '9.00',
      '10.00',
    ]);
    const p3 = (await api.call('/ops/customers/list', { q: 'pager-', page: 3, page_size: 10, sort: 'balance' })).data!;
    expect(p3.list.map((c) => c.balance)).toEqual(['5.00', '4.00', '3.00', '2.00', '1.00']);
    await t.db.db.execute(sql`update users set disabled = true where user_name in ('pager-1', 'pager-2')`);
    const off = (await api.call('/ops/customers/list', { q: 'pager-', disabled: '1' })).data!;
    expect(off.list.map((c) => c.user_name).sort()).toEqual(['pager-1', 'pager-2']);
    const unverified = (await api.call('/ops/customers/list', { q: 'pager-', authentication_status: 2 })).data!;
    expect(unverified.total).toBe(0);

    const editor = await t.opsLogin('editor@lanyun.cloud');
    expect((await t.client(editor).call('/ops/customers/list', {})).code).not.toBe(200);
    expect(JSON.parse((await exportCsv({}, editor)).text).code).not.toBe(200);
    const bad = await t.post('/ops/customers/list', { sort: 'password' }, finance);
    expect(bad.code).not.toBe(200);
    expect(bad.msg).toMatch(/^sort: /);
  });

  it('finds a customer by phone, e-mail, account id, verified name, company and ID number (full or last 4), showing it masked', async () => {
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const [person] =
      await returningIds(sql`insert into users (email, phone, user_name, name, company, password_hash, authentication_status, authentication_type)
            values ('Wang.Find@Example.com', '13712345678', 'findme', '', 'Rivers Trading Ltd', 'x', 2, 1) returning id`);
    const [firm] =
      await returningIds(sql`insert into users (email, phone, user_name, password_hash, authentication_status, authentication_type)
            values ('firm@example.com', '13600000001', 'firm', 'x', 2, 2) returning id`);
    await t.db.db.execute(
      sql`insert into real_name_applications (user_id, type, real_name, id_number, status)
          values (${person!.id}, 1, '王小明', '11010519491231002X', 2)`,
    );
    await t.db.db.execute(
      sql`insert into real_name_applications (user_id, type, company_name, credit_code, status)
          values (${firm!.id}, 2, '杭州蓝云数据科技有限公司', '91330100MA2KXXXX0A', 2)`,
    );
    const find = async (q: string) =>
      ((await t.client(reviewer).call('/ops/customers/list', { q, page_size: 50 })).data!.list as { id: number }[]).map(
        (c) => c.id,
      );
    expect(await find('3712345')).toEqual([person!.id]);
    expect(await find('+86 137-1234-5678')).toEqual([person!.id]);
    expect(await find('wang.find@')).toEqual([person!.id]);
    expect(await find('Wang.Find@Example.com')).toEqual([person!.id]);
    expect(await find('@example.com')).toEqual(expect.arrayContaining([person!.id, firm!.id]));
    expect(await find('13712345678')).toEqual([person!.id]);
    expect(await find(String(person!.id))).toContain(person!.id);
    expect(await find('小明')).toEqual([person!.id]);
    expect(await find('Rivers Trad')).toEqual([person!.id]);
    expect(await find('蓝云数据')).toEqual([firm!.id]);
    expect(await find('11010519491231002x')).toEqual([person!.id]);
    expect(await find('002X')).toEqual([person!.id]);
    expect(await find('1231')).not.toContain(person!.id);
    const [row] = (await t.client(reviewer).call('/ops/customers/list', { q: '002X' })).data!.list;
    expect(row).toMatchObject({ verified_name: '王小明', id_number: '110***********002X' });
    expect(JSON.stringify(row)).not.toContain('19491231');
  });

  it('exports the filtered customers as a streamed CSV: a header and one line per customer, 10,000 rows', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    await seedCustomers('bulkexp', 10_000, '15');
    const started = Date.now();
    const { res, text } = await exportCsv({ q: 'bulkexp-', sort: 'created_at', order: 'asc' }, finance);
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.startsWith('\ufeff')).toBe(true);
    const rows = lines(text);
    expect(rows[0]).toBe(
      'id,user_name,name,phone,email,company,verified_name,id_number,authentication_status,balance,give_balance,disabled,created_at',
    );
    expect(rows).toHaveLength(10_001);
    const names = rows.slice(1).map((r) => r.split(',')[1]);
    expect(new Set(names).size).toBe(10_000);
    expect(names[0]).toBe('bulkexp-1');
    // The filter applies: a narrower search exports only its rows.
    expect(lines((await exportCsv({ q: 'bulkexp-9999' }, finance)).text)).toHaveLength(2);
    console.info(`customer export: 10,000 rows in ${ms} ms`);
  });

  it('writes each cell of the export as csv-stringify does: formula prefixes, quotes, line breaks, negative yuan, masked ID', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const [odd] = await returningIds(sql`insert into users (email, phone, user_name, name, company, password_hash,
        balance_fen, give_balance_fen, disabled, authentication_status, authentication_type, created_at)
      values ('odd@csv.example', null, 'csvodd-1', '=HYPERLINK("x")', 'a, "b"' || chr(10) || 'c', 'x', -150, 7,
        true, 2, 1, timestamptz '2026-02-03 04:05:06.789123+00') returning id`);
    await t.db.db.execute(sql`insert into real_name_applications (user_id, type, real_name, id_number, status)
      values (${odd!.id}, 1, '－张三', '11010519491231002X', 2)`);
    const { text } = await exportCsv({ q: 'csvodd-' }, finance);
    const expected = stringify(
      [
        [
          odd!.id,
          'csvodd-1',
          '=HYPERLINK("x")',
          '',
          'odd@csv.example',
          'a, "b"\nc',
          '－张三',
          '110***********002X',
          2,
          '-1.50',
          '0.07',
          1,
          '2026-02-03T04:05:06.789Z',
        ],
      ],
      {
        bom: true,
        header: true,
        columns: [...CUSTOMER_CSV_COLUMNS],
        escape_formulas: true,
        record_delimiter: 'windows',
      },
    );
    expect(text).toBe(expected);
  });

  it('bulk-approves three real-name applications, each audited with before and after; finance may not', async () => {
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const finance = await t.opsLogin('finance@lanyun.cloud');
    await seedCustomers('bulkrn', 3, '13500');
    const ids = (
      await returningIds(sql`insert into real_name_applications (user_id, type, real_name, id_number, status)
            select id, 1, '张三' || id, '11010519491231002X', 1 from users where user_name like 'bulkrn-%' returning id`)
    ).map((r) => r.id);
    const refused = await fetch(`${t.baseUrl}/ops/real_name/review_bulk`, {
      method: 'POST',
      headers: { channel: 'pc', token: finance, 'content-type': 'application/json' },
      body: JSON.stringify({ ids, decision: 'approve' }),
    });
    expect(((await refused.json()) as { code: number }).code).not.toBe(200);
    const res = await fetch(`${t.baseUrl}/ops/real_name/review_bulk`, {
      method: 'POST',
      headers: { channel: 'pc', token: reviewer, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [...ids, ids[0]], decision: 'approve' }),
    });
    const out = (await res.json()) as { code: number; data: { done: number[]; failed: unknown[] } };
    expect(out.code).toBe(200);
    expect(out.data.done.sort()).toEqual([...ids].sort());
    const audit = (
      await t.client(reviewer).call('/ops/audit/list', { action: 'real_name.approve', page_size: 50 })
    ).data!.list.filter((a) => ids.includes(Number(a.target_id)));
    expect(audit).toHaveLength(3);
    for (const a of audit) {
      expect(a.before).toMatchObject({ status: 1 });
      expect(a.after).toMatchObject({ status: 2 });
    }
    // Deciding them again: each refused on its own.
    const again = await fetch(`${t.baseUrl}/ops/real_name/review_bulk`, {
      method: 'POST',
      headers: { channel: 'pc', token: reviewer, 'content-type': 'application/json' },
      body: JSON.stringify({ ids, decision: 'reject', reason: 'blurred' }),
    });
    expect(((await again.json()) as { data: { failed: unknown[] } }).data.failed).toHaveLength(3);
  });
});

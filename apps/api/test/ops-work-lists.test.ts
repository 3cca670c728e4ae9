import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** GET an export with `query`, `token` and `lang` (Accept-Language); the body as text without the byte-order mark. */
async function exportCsv(path: string, query: Record<string, string>, token: string, lang = 'en') {
  const res = await fetch(`${t.baseUrl}${path}?${new URLSearchParams(query)}`, {
    headers: { channel: 'pc', token, 'accept-language': lang },
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return {
    res,
    text,
    bom: text.startsWith('\uFEFF'),
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  };
}

/** The one `id` a `returning id` statement answers. */
async function returningId(q: SQL): Promise<number> {
  return ((await t.db.db.execute(q)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

describe('console work lists', () => {
  it('bank transfers: paged with a total, searched, filtered by status and sorted by amount on the server', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const user = await returningId(
      sql`insert into users (email, user_name, password_hash) values ('payer@bt.example', 'bt-payer', 'x') returning id`,
    );
    // 12 transfers of 1…12 yuan from "BT Payer Co"; the 3rd and 6th are credited.
    await t.db.db.execute(
      sql`insert into bank_transfers (user_id, created_by, amount_fen, payer_name, reference, status)
          select ${user}, ${user}, g * 100, 'BT Payer Co', 'REF-' || g, case when g in (3, 6) then 2 else 1 end
          from generate_series(1, 12) g`,
    );
    const api = t.client(finance);
    const p1 = (
      await api.call('/ops/bank_transfer/list', { q: 'bt payer', page_size: 4, sort: 'amount', order: 'asc' })
    ).data!;
    expect(p1.total).toBe(10); // pending only, by default
    expect(p1.list.map((r) => r.amount)).toEqual(['1.00', '2.00', '4.00', '5.00']);
    const p3 = (
      await api.call('/ops/bank_transfer/list', { q: 'bt payer', page: 3, page_size: 4, sort: 'amount', order: 'asc' })
    ).data!;
    expect(p3.list.map((r) => r.amount)).toEqual(['11.00', '12.00']);
    const credited = (await api.call('/ops/bank_transfer/list', { q: 'REF-', status: 2 })).data!;
    expect(credited.list.map((r) => r.reference).sort()).toEqual(['REF-3', 'REF-6']);
    const any = (await api.call('/ops/bank_transfer/list', { q: String(user), status: 0, page_size: 50 })).data!;
    expect(any.total).toBe(12);
    expect(any.list[0]!.reference).toBe('REF-12'); // newest first

    const en = await exportCsv('/ops/bank_transfer/export', { q: 'bt payer', status: '0', sort: 'amount' }, finance);
    expect(en.res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(en.res.headers.get('content-disposition')).toMatch(/attachment; filename="bank-transfers-/);
    expect(en.bom).toBe(true);
    expect(en.lines[0]).toBe('id,declared_at,user_id,user_name,amount,payer_name,reference,status');
    expect(en.lines).toHaveLength(13);
    expect(en.lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d+,bt-payer,12\.00,BT Payer Co,REF-12,1$/);
    const zh = await exportCsv('/ops/bank_transfer/export', { q: 'REF-3', status: '2' }, finance, 'zh-CN,zh;q=0.9');
    expect(zh.lines[0]).toContain('申报时间（北京时间）');
    expect(zh.lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},.*,REF-3,已入账$/);

    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const refused = await exportCsv('/ops/bank_transfer/export', {}, reviewer);
    expect(JSON.parse(refused.lines.join('')).code).toBe(403);
  });

  it('invoice requests: status "all", sort, and a CSV of every matching row across export batches', async () => {
    const finance = await t.opsLogin('finance@lanyun.cloud');
    const user = await returningId(
      sql`insert into users (email, user_name, password_hash) values ('inv@bt.example', 'inv-buyer', 'x') returning id`,
    );
    // 2,500 requests (more than two export batches), the last 5 issued.
    await t.db.db.execute(
      sql`insert into invoice_requests (user_id, created_by, kind, title, tax_number, amount_fen, status)
          select ${user}, ${user}, case when g % 2 = 0 then 'special' else 'normal' end, 'Batch Title ' || g,
                 '91110000MA0' || lpad(g::text, 7, '0'), g, case when g > 2495 then 'issued' else 'pending' end
          from generate_series(1, 2500) g`,
    );
    const api = t.client(finance);
    const issued = (await api.call('/ops/invoice/list', { q: 'Batch Title', status: 'issued' })).data!;
    expect(issued.total).toBe(5);
    const all = (
      await api.call('/ops/invoice/list', {
        q: 'Batch Title',
        status: 'all',
        sort: 'amount',
        order: 'desc',
        page_size: 3,
      })
    ).data!;
    expect(all.total).toBe(2500);
    expect(all.list.map((r) => r.amount)).toEqual(['25.00', '24.99', '24.98']);

    const csv = await exportCsv('/ops/invoice/export', { q: 'Batch Title', status: 'all' }, finance);
    expect(csv.lines).toHaveLength(2501);
    const ids = csv.lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(new Set(ids).size).toBe(2500);
    expect(ids).toEqual([...ids].sort((a, b) => a - b)); // the queue's order: oldest first
    const zh = await exportCsv('/ops/invoice/export', { q: 'Batch Title 2500', status: 'issued' }, finance, 'zh-CN');
    expect(zh.lines[1]).toContain(',增值税专用发票,Batch Title 2500,');
    expect(zh.lines[1]).toContain(',25.00,已开具,');
  });

  it('real-name queue: searched by name, every status, oldest first; the CSV masks ID numbers', async () => {
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const user = await returningId(
      sql`insert into users (email, user_name, password_hash) values ('rn@bt.example', 'rn-queue', 'x') returning id`,
    );
    await t.db.db.execute(
      sql`insert into real_name_applications (user_id, type, real_name, id_number, status)
          select ${user}, 1, 'Queue Person ' || g, '11010519491231' || lpad(g::text, 4, '0'), case when g = 1 then 3 else 1 end
          from generate_series(1, 3) g`,
    );
    const api = t.client(reviewer);
    const pending = (await api.call('/ops/real_name/list', { q: 'queue person' })).data!;
    expect(pending.list.map((r) => r.real_name)).toEqual(['Queue Person 3', 'Queue Person 2']);
    const all = (await api.call('/ops/real_name/list', { q: 'rn-queue', status: 0, order: 'asc' })).data!;
    expect(all.total).toBe(3);
    expect(all.list.map((r) => r.real_name)).toEqual(['Queue Person 1', 'Queue Person 2', 'Queue Person 3']);

    const csv = await exportCsv('/ops/real_name/export', { q: 'Queue Person 1', status: '0' }, reviewer, 'zh-CN');
    expect(csv.lines[0]).toContain('证件号码（已遮盖）');
    expect(csv.lines[1]).toContain(',个人认证,Queue Person 1,110***********0001,已驳回,');
    expect(csv.lines.join('\n')).not.toContain('110105194912310001');
  });

  it('trial queue: searched by contact, status "any"; the CSV names package and region and says the status', async () => {
    const reviewer = await t.opsLogin('reviewer@lanyun.cloud');
    const names = (await t.db.db.execute(
      sql`select p.id as pkg, p.name as pkg_name, r.id as region, r.name as region_name
          from phone_packages p, phone_regions r where r.enabled order by p.id, r.id limit 1`,
    )) as unknown as { rows: { pkg: number; pkg_name: string; region: number; region_name: string }[] };
    const n = names.rows[0]!;
    // One application per account: two accounts, one under review (A), one claimed (B).
    await t.db.db.execute(
      sql`with u as (insert into users (email, user_name, password_hash)
                     select 'trial-' || c || '@bt.example', 'trial-queue-' || c, 'x' from unnest(array['a', 'b']) c
                     returning id, user_name)
          insert into trial_applications (user_id, created_by, package_id, region_id, contact_name, contact_phone, purpose, status)
          select id, id, ${n.pkg}, ${n.region}, 'Trial Contact ' || upper(right(user_name, 1)),
                 case when user_name like '%a' then '13800000001' else '13800000002' end, 'testing',
                 case when user_name like '%a' then 1 else 4 end
          from u order by user_name`,
    );
    const api = t.client(reviewer);
    expect((await api.call('/ops/trial/list', { q: 'trial contact' })).data!.total).toBe(1);
    const any = (await api.call('/ops/trial/list', { q: 'trial contact', status: 0 })).data!;
    expect(any.list.map((r) => r.contact_name)).toEqual(['Trial Contact B', 'Trial Contact A']);

    const csv = await exportCsv('/ops/trial/export', { q: 'Trial Contact B', status: '0' }, reviewer, 'zh-CN');
    expect(csv.lines[0]!.split(',')).toContain('套餐');
    expect(csv.lines[1]).toMatch(/,trial-queue-b,[^,]*\p{Script=Han}[^,]*,[^,]*\p{Script=Han}[^,]*,Trial Contact B,/u);
    const en = await exportCsv('/ops/trial/export', { q: 'Trial Contact B', status: '0' }, reviewer);
    expect(en.lines[1]).toContain(`,trial-queue-b,${n.pkg_name},${n.region_name},Trial Contact B,`);
    expect(en.lines[1]).toMatch(/,testing,4,/);
    expect(csv.lines[1]).toContain(',Trial Contact B,13800000002,,testing,已领取,');
  });

  it('tickets: most urgent first by default, searched by title, sorted by opening; the CSV follows the list', async () => {
    const support = await t.opsLogin('support@lanyun.cloud');
    const user = await returningId(
      sql`insert into users (email, user_name, password_hash) values ('tk@bt.example', 'ticket-owner', 'x') returning id`,
    );
    // Five open tickets "Disk full <g>" with priorities 1, 2, 3, 4, 1 and a closed one.
    await t.db.db.execute(
      sql`insert into tickets (user_id, created_by, category, priority, title, status, updated_at)
          select ${user}, ${user}, 'ecs', (array[1, 2, 3, 4, 1, 4])[g], 'Disk full ' || g, case when g = 6 then 4 else 1 end,
                 now() - make_interval(mins => g)
          from generate_series(1, 6) g`,
    );
    const api = t.client(support);
    const urgent = (await api.call('/ops/tickets/list', { q: 'disk full' })).data!;
    expect(urgent.total).toBe(5); // not closed
    expect(urgent.list.map((r) => r.title)).toEqual([
      'Disk full 4',
      'Disk full 3',
      'Disk full 2',
      'Disk full 1',
      'Disk full 5',
    ]);
    const oldest = (await api.call('/ops/tickets/list', { q: 'disk full', status: 4, sort: 'id', order: 'asc' })).data!;
    expect(oldest.list.map((r) => r.title)).toEqual(['Disk full 6']);

    const csv = await exportCsv('/ops/tickets/export', { q: 'disk full' }, support, 'zh-CN');
    expect(csv.lines.slice(1).map((l) => l.split(',')[6])).toEqual([
      'Disk full 4',
      'Disk full 3',
      'Disk full 2',
      'Disk full 1',
      'Disk full 5',
    ]);
    expect(csv.lines[1]).toContain(',ticket-owner,云服务器,紧急,Disk full 4,待处理,');
  });

  it('feedback: searched by content, every status, oldest first; the CSV says the status in words', async () => {
    const editor = await t.opsLogin('editor@lanyun.cloud');
    await t.db.db.execute(
      sql`insert into feedback (category, content, contact, status)
          select 'bug', 'Slow console page ' || g, 'fb' || g || '@example.com', case when g = 2 then 2 else 1 end
          from generate_series(1, 3) g`,
    );
    const api = t.client(editor);
    const fresh = (await api.call('/ops/feedback/list', { q: 'slow console', status: 1 })).data!;
    expect(fresh.list.map((r) => r.content)).toEqual(['Slow console page 3', 'Slow console page 1']);
    const all = (await api.call('/ops/feedback/list', { q: 'slow console', order: 'asc' })).data!;
    expect(all.list.map((r) => r.content)).toEqual([
      'Slow console page 1',
      'Slow console page 2',
      'Slow console page 3',
    ]);
    const csv = await exportCsv('/ops/feedback/export', { q: 'Slow console page 2' }, editor, 'zh-CN');
    expect(csv.lines).toHaveLength(2);
    expect(csv.lines[1]).toContain(',bug,Slow console page 2,fb2@example.com,,已处理,');
  });

  it('contact requests: searched by company, by kind; the CSV names the kind in words', async () => {
    const editor = await t.opsLogin('editor@lanyun.cloud');
    await t.db.db.execute(
      sql`insert into ip_contact_requests (kind, name, email, company, message)
          values ('custom_plan', 'Li Lei', 'li@example.com', 'Contact Search Co', 'We need 10M lookups'),
                 ('support', 'Han Mei', 'han@example.com', 'Contact Search Co', 'Key does not work')`,
    );
    const api = t.client(editor);
    const all = (await api.call('/ops/contact_requests/list', { q: 'contact search', order: 'asc' })).data!;
    expect(all.list.map((r) => r.name)).toEqual(['Li Lei', 'Han Mei']);
    const support = (await api.call('/ops/contact_requests/list', { q: 'contact search', kind: 'support' })).data!;
    expect(support.total).toBe(1);
    const csv = await exportCsv(
      '/ops/contact_requests/export',
      { q: 'contact search', kind: 'custom_plan' },
      editor,
      'zh-CN',
    );
    expect(csv.lines).toHaveLength(2);
    expect(csv.lines[1]).toContain(',定制套餐,Li Lei,li@example.com,Contact Search Co,We need 10M lookups,');
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, outboxMessages } from '../src/db/schema.ts';
import { type Answer, startTestServer, type TestServer } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestServer;
let owner = '';
let stranger = '';
let support = '';
let editor = '';
beforeAll(async () => {
  t = await startTestServer();
  owner = (await t.signUp('tk-owner@example.com')).data.token;
  stranger = (await t.signUp('tk-stranger@example.com')).data.token;
  support = await t.opsLogin('support@lanyun.cloud');
  editor = await t.opsLogin('editor@lanyun.cloud');
});
afterAll(() => t.close());

async function upload(tok: string, usage = 'ticket') {
  const form = new FormData();
  form.append('usage', usage);
  form.append('file', new Blob([PNG]), 'screen.png');
  const res = await fetch(`${t.baseUrl}/base/upload_img`, { method: 'POST', body: form, headers: { token: tok } });
  return ((await res.json()) as { data: { id: number } }).data.id;
}
const get = (path: string, tok: string) => fetch(`${t.baseUrl}${path}`, { headers: { token: tok } });
const outboxTo = async (to: string) =>
  t.db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.id));

describe('support tickets', () => {
  it('opens with an attachment, is answered, waits, comes back and is closed; each reply notifies the other side', async () => {
    const file = await upload(owner);
    const opened = await t.post(
      '/ticket/ticket_add',
      {
        category: 'ecs',
        priority: '3',
        title: '实例无法启动',
        content: '启动后一直停在 pending',
        attachments: String(file),
      },
      owner,
    );
    expect(opened).toMatchObject({
      code: 200,
      msg: 'Your ticket has been submitted',
      data: { status: 1, category: 'ecs', priority: 3 },
    });
    const id = String(opened.data.id);
    expect((await outboxTo('support@lanyun.cloud'))[0]!.subject).toBe(
      `新工单 #${id}：实例无法启动 / New ticket #${id}: 实例无法启动`,
    );

    // Attachments: the owner and support read it; another customer and a non-support operator do not.
    const detail = await t.post('/ticket/ticket_detail', { id }, owner);
    const url: string = detail.data.replies[0].attachments[0].url;
    expect(url).toBe(`/ticket/attachment/${file}`);
    expect((await get(url, owner)).headers.get('content-type')).toBe('image/png');
    expect(await (await get(url, stranger)).json()).toMatchObject({ code: 404, msg: 'No such attachment' });
    expect((await get(`/ops/tickets/attachment/${file}`, support)).headers.get('content-type')).toBe('image/png');
    expect(await (await get(`/ops/tickets/attachment/${file}`, editor)).json()).toMatchObject({ code: 403 });
    // A used upload cannot be attached again, nor somebody else's.
    expect((await t.post('/ticket/ticket_reply', { id, content: 'again', attachments: String(file) }, owner)).msg).toBe(
      'Please upload the attachments again',
    );
    expect(
      (
        await t.post(
          '/ticket/ticket_reply',
          { id, content: 'theirs', attachments: String(await upload(stranger)) },
          owner,
        )
      ).msg,
    ).toBe('Please upload the attachments again');

    // Another account sees nothing of it.
    expect((await t.post('/ticket/ticket_detail', { id }, stranger)).code).toBe(404);
    expect((await t.post('/ticket/ticket_list', {}, stranger)).data.total).toBe(0);

    // Support answers: waiting for the customer; site message + e-mail to the customer; audited.
    expect((await t.post('/ops/tickets/list', {}, editor)).code).toBe(403);
    expect(
      (await t.post('/ops/tickets/list', {}, support)).data.list.map((x: { id: number }) => String(x.id)),
    ).toContain(id);
    const answered = await t.post('/ops/tickets/reply', { id, content: '请在控制台重启一次', status: '3' }, support);
    expect(answered).toMatchObject({ code: 200, data: { status: 3 } });
    const [mail] = await outboxTo('tk-owner@example.com');
    // In the account's language: it never logged in from an English page, so Chinese only.
    expect(mail).toMatchObject({ subject: `工单 #${id} 有新的回复` });
    expect(mail!.body).toContain('请在控制台重启一次');
    expect(mail!.body.indexOf('当前状态：待您回复')).toBeGreaterThan(-1);
    expect(mail!.body).not.toContain('Status: waiting for your reply');
    const notes = await t.db.db
      .select()
      .from(messages)
      .where(eq(messages.title, `Support replied to your ticket #${id}`));
    expect(notes).toHaveLength(1);
    const audits = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'ticket'), eq(auditLog.targetId, id)));
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([['ticket.reply', { status: 1 }, { status: 3 }]]);

    // The customer's reply brings it back to processing and e-mails support.
    expect((await t.post('/ticket/ticket_reply', { id, content: '重启后可以了' }, owner)).data.status).toBe(2);
    expect((await outboxTo('support@lanyun.cloud'))[0]!.subject).toBe(
      `客户回复了工单 #${id}：实例无法启动 / Customer replied to ticket #${id}: 实例无法启动`,
    );

    // Server-enforced transitions.
    expect(await t.post('/ops/tickets/reply', { id, status: '1' }, support)).toMatchObject({
      code: 409,
      msg: 'This ticket cannot move to that status',
    });
    expect((await t.post('/ops/tickets/reply', { id }, support)).msg).toBe('Write a reply or choose a status');
    expect((await t.post('/ops/tickets/reply', { id, status: '4' }, support)).data.status).toBe(4);
    expect(await t.post('/ticket/ticket_reply', { id, content: 'one more' }, owner)).toMatchObject({
      code: 409,
      msg: 'This ticket is closed',
    });
    expect((await t.post('/ops/tickets/reply', { id, content: 'late' }, support)).msg).toBe('This ticket is closed');
    expect((await t.post('/ticket/ticket_close', { id }, owner)).code).toBe(409);
    const thread = await t.post('/ticket/ticket_detail', { id }, owner);
    expect(thread.data.replies.map((r: { from: string }) => r.from)).toEqual(['customer', 'support', 'customer']);
  });

  it('refuses bad input with a reason in the request’s language, and another account’s instance', async () => {
    const zh = await fetch(`${t.baseUrl}/ticket/ticket_add`, {
      method: 'POST',
      headers: { token: owner, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ category: 'ecs', title: 'ab', content: 'x' }),
    });
    expect(((await zh.json()) as { msg: string }).msg).toBe('title：标题至少 4 个字符');
    expect(
      (await t.post('/ticket/ticket_add', { category: 'dns', title: 'Some title', content: 'x' }, owner)).msg,
    ).toBe('category: category must be billing, ecs, phone, account or ip_api');
    expect(
      (
        await t.post(
          '/ticket/ticket_add',
          { category: 'ecs', title: 'Some title', content: 'x', resource_id: 'i-notmine' },
          owner,
        )
      ).msg,
    ).toBe('No such instance');
    expect((await t.post('/ticket/ticket_list', {})).code).toBe(506);
  });

  it('lets a sub-account in only with user-3-1; the customer may close an open ticket', async () => {
    const add = (rules: string, email: string) =>
      t.client(owner).call('/team/sub_account_add', { email, password: 'Member123', name: 'M', rules });
    const login = async (email: string) =>
      ((await t.client().call('/v1/phone_login', { account: email, password: 'Member123' })).data as Answer['data'])
        .token;
    await add('server-1-1', 'tk-plain@example.com');
    await add('user-3-1', 'tk-helper@example.com');
    const plain = await login('tk-plain@example.com');
    const helper = await login('tk-helper@example.com');
    expect(await t.post('/ticket/ticket_list', {}, plain)).toMatchObject({
      code: 403,
      data: { permission: 'user-3-1', reason: 'auth.no_permission' },
    });
    const opened = await t.post(
      '/ticket/ticket_add',
      { category: 'billing', title: '发票抬头', content: '如何开票' },
      helper,
    );
    expect(opened.code).toBe(200);
    // The ticket belongs to the account: the main account sees it too, and may close it.
    expect(
      (await t.post('/ticket/ticket_list', { status: '1' }, owner)).data.list.map((x: { id: number }) => x.id),
    ).toContain(opened.data.id);
    expect((await t.post('/ticket/ticket_close', { id: String(opened.data.id) }, owner)).data.status).toBe(4);
  });
});

describe('feedback answers', () => {
  it('stores feedback, lets any operator answer it once, and e-mails the answer', async () => {
    const sent = await t.post('/v1/feedback_add', {
      category: 'bug',
      content: '下载页面的链接打不开',
      contact: 'fb@example.com',
      page_url: '/download',
    });
    expect(sent.code).toBe(200);
    const id = String(sent.data.id);
    expect((await t.post('/ops/feedback/answer', { id, reply: '' }, support)).msg).toBe(
      'reply: Please write your answer',
    );
    const answered = await t.post('/ops/feedback/answer', { id, reply: '已修复，感谢反馈' }, support);
    expect(answered).toMatchObject({
      code: 200,
      msg: 'Answer sent',
      data: { status: 2, replied_to: 'fb@example.com' },
    });
    const [mail] = await outboxTo('fb@example.com');
    expect(mail).toMatchObject({ subject: '您的意见反馈已回复 / Reply to your feedback' });
    expect(mail!.body).toContain('已修复，感谢反馈');
    expect((await t.post('/ops/feedback/answer', { id, reply: 'again' }, editor)).msg).toBe(
      'This feedback has already been answered',
    );
    const list = await t.post('/ops/feedback/list', { status: '2' }, support);
    expect(list.data.list.find((f: { id: number }) => String(f.id) === id)).toMatchObject({
      reply: '已修复，感谢反馈',
    });
    expect((await t.post('/ops/feedback/answer', { id, reply: 'x' }, owner)).code).toBe(506);
  });
});

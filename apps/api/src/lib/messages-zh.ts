/**
 * Simplified Chinese for the `msg` of envelopes (errors, and the success messages the sites show as toasts). The API's messages are written in English in the code (tests and
 * logs read them there); a caller whose Accept-Language prefers Chinese (the sites send the page's language) gets them in
 * zh-CN. A message missing here is sent in English — `localizeMessage` never fails.
 *
 * `EXACT` maps whole messages; `PATTERNS` cover messages with values (counts, amounts, names), in order.
 * Messages named by the product spec (e.g. "Payment failed!", the real-name and permission messages) are its text.
 */
import { SIGNUP_MESSAGES_ZH } from './messages-zh-signup.ts';
import { TICKET_MESSAGES_ZH } from './messages-zh-tickets.ts';

const EXACT: Record<string, string> = {
  ...TICKET_MESSAGES_ZH,
  ...SIGNUP_MESSAGES_ZH,
  'The request headers or URL are too long': '请求头或网址过长',
  'The request took too long to arrive': '请求传输超时',
  'Malformed HTTP request': 'HTTP 请求格式错误',
  'must not contain the NUL character (U+0000)': '不能包含 NUL 字符（U+0000）',
  'The request body is nested too deeply': '请求内容嵌套层级过深',
  'The request is too large': '请求内容过大',
  'This call does not take files': '该接口不接受文件',
  'Too many files in one request': '一次请求中的文件过多',
  'The form data could not be read': '无法读取表单数据',
  'A value in the request is out of range or malformed': '请求中的某个值超出范围或格式不正确',
  'Expected an id (a positive whole number)': '请提供有效的 ID（正整数）',
  'The id is too large': 'ID 数值过大',
  'Expected comma-separated ids': '请提供以逗号分隔的 ID',
  'Nothing to save: give name, company or industry': '没有需要保存的内容：请填写姓名、公司或行业',
  'A bank transfer declaration is at most 10,000,000 yuan; declare a larger transfer in parts':
    '单笔银行转账申报最多 10,000,000 元，更大金额请分多笔申报',
  'A trial phone cannot be renewed; buy a cloud phone to keep using one':
    '试用云手机不能续费，如需继续使用请购买云手机',
  'A trial phone cannot be renewed automatically': '试用云手机不能开启自动续费',
  'An entry with this code already exists': '已存在相同代码的条目',
  'An operator with this e-mail already exists': '该邮箱已被其他运营人员使用',
  'Bind a phone number first': '请先绑定手机号',
  'Enter the 6-digit code from your authenticator app': '请输入身份验证器应用中的 6 位动态码',
  'Incorrect account or password': '账号或密码错误',
  'Incorrect or already used two-factor code': '动态码错误或已使用',
  'Incorrect two-factor code': '动态码错误',
  'Insufficient balance': '余额不足',
  'The no-reason refund has already been used for ECS on this account (once per account)':
    '该账号的云服务器无理由退款已使用过（每个账号限一次）',
  'Only the first ECS purchase of an account can be refunded without a reason':
    '仅账号首次购买的云服务器可申请无理由退款',
  'The no-reason refund is only available within 5 days of purchase': '无理由退款仅限购买后 5 天内申请',
  'This instance cannot be refunded in its current state': '该实例当前状态不支持退款',
  'Refunded; the instance is being released': '已退款，实例正在释放',
  'The amount is more than what can still be invoiced': '开票金额超过可开票金额',
  'A special VAT invoice needs the bank, account number, address and phone':
    '增值税专用发票需填写开户银行、银行账号、注册地址和电话',
  'Enter a valid tax number (18-character credit code, or the 15/20-character number)':
    '请输入有效的纳税人识别号（18 位统一社会信用代码，或 15/20 位税号）',
  'amount must be more than 0': '金额必须大于 0',
  'Invoice requested': '发票申请已提交',
  'This invoice request is unknown or already decided': '该发票申请不存在或已处理',
  'Attach the invoice as a PDF file': '请上传 PDF 格式的发票文件',
  'Give the reason for the rejection': '请填写驳回原因',
  'No invoice file': '暂无发票文件',
  'Invalid API key': 'API 密钥无效',
  'Invalid IP address': 'IP 地址无效',
  'The ip parameter is empty: give an address, or omit ip for your own':
    'ip 参数为空：请提供地址，或省略 ip 以查询您自己的地址',
  'Empty entry: give an IPv4 or IPv6 address': '空条目：请提供 IPv4 或 IPv6 地址',
  'This API key has been revoked': '此 API 密钥已被吊销',
  'Monthly quota used up before this address': '处理到此地址前，本月配额已用完',
  'Give at least one address': '请至少提供一个地址',
  'Missing API key: send it in the x-api-key header': '缺少 API 密钥：请在 x-api-key 请求头中发送',
  'No account uses this email or phone': '没有使用该邮箱或手机号的账号',
  'No phone is bound yet; bind one directly': '尚未绑定手机号，请直接绑定',
  'No such SSH key': 'SSH 密钥不存在',
  'No such account': '账号不存在',
  'No such application': '申请不存在',
  'No such customer': '客户不存在',
  'No such feedback': '反馈不存在',
  'No such file; the snapshot may have expired': '文件不存在，该快照可能已过期',
  'No such image': '镜像不存在',
  'No such cloud phone': '云手机不存在',
  'No such instance': '实例不存在',
  'No such key': '密钥不存在',
  'No such operator': '运营人员不存在',
  'No such order': '订单不存在',
  'No such sub-account': '子账号不存在',
  'No such zone': '可用区不存在',
  'No snapshot to swap to': '没有可切换的快照',
  'Only JPEG, PNG or WebP images are accepted': '仅支持 JPEG、PNG 或 WebP 格式的图片',
  'Only the main account can do this': '仅主账号可执行此操作',
  'Payment failed!': '支付失败！',
  'Please agree to the terms first': '请先阅读并同意服务协议',
  'Please enter the verification code': '请输入验证码',
  'The verification code is 6 digits': '验证码为 6 位数字',
  'Please apply for a trial first': '请先申请试用',
  'Please choose a paid plan': '请选择付费套餐',
  'Please choose an image': '请选择镜像',
  'Please confirm your current phone first': '请先验证当前手机号',
  'Please enter a correct phone number': '请输入正确的手机号',
  'Please enter a valid ID number': '请输入有效的身份证号码',
  'Please enter a valid mobile number': '请输入有效的手机号',
  'Please enter a valid unified social credit code': '请输入有效的统一社会信用代码',
  'Please give the reason for the rejection': '请填写驳回原因',
  'RSA keys must have at least 2048 bits; ed25519 keys are recommended':
    'RSA 密钥长度至少为 2048 位，推荐使用 ed25519 密钥',
  'Set up two-factor log-in first': '请先设置两步验证登录',
  'Start with /ops/totp/setup': '请先调用 /ops/totp/setup',
  'The agreement does not exist': '协议不存在',
  'The article does not exist': '文章不存在',
  'The code could not be sent, please try again later': '验证码发送失败，请稍后重试',
  'The current password is incorrect': '当前密码错误',
  'The maximum online top-up is 50,000 yuan; please use a bank transfer':
    '在线充值单笔最多 50,000 元，更大金额请使用银行转账',
  'The minimum top-up is 10 yuan': '最低充值金额为 10 元',
  'The page does not exist': '页面不存在',
  'The referenced parent does not exist': '所属的上级条目不存在',
  'The trial has already been used': '试用已使用',
  'The trial package is no longer offered; please contact support': '该试用套餐已下架，请联系客服',
  'The trial application is still under review': '试用申请仍在审核中',
  'The verification code has expired, please request a new one': '验证码已过期，请重新获取',
  'This account has already applied for a trial (one trial per account)': '该账号已申请过试用（每个账号限一次）',
  'This account is disabled': '该账号已被停用',
  'This API key only accepts calls from its allowed origins': '此 API 密钥仅接受来自其允许来源的调用',
  'This application has already been decided': '该申请已处理',
  'This application has already been reviewed': '该申请已审核',
  'This download link has expired; open the downloads page for a new one': '下载链接已过期，请在下载页面重新获取',
  'This download link is not valid': '下载链接无效',
  'This email is already registered': '该邮箱已注册',
  'This is a private key; paste the public key (.pub) instead, and keep the private key secret':
    '这是私钥，请粘贴公钥（.pub 文件内容），并妥善保管私钥',
  'This is not a valid OpenSSH public key (paste the one line of your .pub file, e.g. "ssh-ed25519 AAAA… you@host")':
    '这不是有效的 OpenSSH 公钥（请粘贴 .pub 文件中的一行内容，例如 "ssh-ed25519 AAAA… you@host"）',
  'This key has already been added': '该密钥已添加',
  'This log-in link has expired or was already used, please log in again': '登录链接已过期或已使用，请重新登录',
  'This phone number is already bound to another account': '该手机号已绑定其他账号',
  'This transfer is unknown or already decided': '该转账不存在或已处理',
  'Too many wrong codes, please request a new one': '验证码错误次数过多，请重新获取',
  'Incorrect verification code': '验证码错误',
  'Two-factor log-in is already set up': '两步验证登录已设置',
  'Two-factor log-in is already set up; ask an administrator to reset it': '两步验证登录已设置，如需重置请联系管理员',
  'Unknown SSH key; add it first or choose another': '未知的 SSH 密钥，请先添加或选择其他密钥',
  'Only a running instance can have its password reset': '仅运行中的实例可以重置密码',
  'The console opens only while the instance is running': '实例运行中才能打开控制台',
  'The password was reset': '密码已重置',
  'The guest agent did not answer; wait until the instance has started, then try again':
    '实例内的 Guest Agent 未响应，请等实例启动完成后重试',
  'The instance must be running to reset its password': '实例运行中才能重置密码',
  'Unknown zone': '未知的可用区',
  'Unknown region': '未知的地域',
  'Unknown cloud-phone package': '未知的云手机套餐',
  'Unsupported purchase duration': '不支持的购买时长',
  'Cloud phones are not offered in this region': '该地域暂不提供云手机',
  'This image is not offered in the chosen zone': '所选可用区不提供该镜像',
  'This instance type is not offered in the chosen zone': '所选可用区不提供该实例规格',
  'This zone is not in the chosen region': '该可用区不属于所选地域',
  'You cannot disable yourself or take away your own admin role': '不能停用自己或取消自己的管理员角色',
  'Your account is already verified': '您的账号已完成实名认证',
  'Your operator role does not allow this action': '您的运营角色无权执行此操作',
  'Your operator session has expired, please log in again': '运营后台登录已过期，请重新登录',
  'Your session has expired, please log in again': '登录已过期，请重新登录',
  'Your verification is under review': '您的实名认证正在审核中',
  'You currently have no permission, please contact the main account to enable it': '您暂无权限，请联系主账号开通',
  'Please complete real-name verification first, and it must pass review.': '请先完成实名认证，且需审核通过。',
  'class_id: no such class': 'class_id：分类不存在',
  'class_id: no such news class': 'class_id：新闻分类不存在',
  'The image must be 5 MB or smaller': '图片不能超过 5 MB',
  'Internal server error, please try again later': '服务器内部错误，请稍后重试',
  'Service temporarily unavailable, please try again shortly': '服务暂时不可用，请稍后重试',
  'Invalid request': '请求无效',
  // Success messages (shown as toasts by the sites).
  Added: '已添加',
  Adjusted: '已调整',
  'Application submitted; we review it within one working day': '申请已提交，我们将在一个工作日内审核',
  'Copy the key now: it is not shown again': '请立即复制密钥：它不会再次显示',
  Created: '已创建',
  Deleted: '已删除',
  'Email changed': '邮箱已更换',
  'Key added': '密钥已添加',
  'Key deleted': '密钥已删除',
  'Key revoked': '密钥已吊销',
  'Logged in': '登录成功',
  'Logged out': '已退出登录',
  'Marked handled': '已标记为已处理',
  'Order paid; your cloud phones are being created': '订单已支付，云手机正在创建中',
  'Order paid; your instances are being created': '订单已支付，实例正在创建中',
  'Password changed': '密码已修改',
  'Phone changed': '手机号已更换',
  'Recorded; it will be credited once finance confirms receipt': '已登记，财务确认到账后将入账',
  Registered: '注册成功',
  Renewed: '续费成功',
  Saved: '已保存',
  'Sub-account created': '子账号已创建',
  'Sub-account deleted': '子账号已删除',
  'Submitted for review': '已提交审核',
  'Thank you for your feedback': '感谢您的反馈',
  'Thank you, we will reply within one working day': '谢谢，我们将在一个工作日内回复',
  'The code has been sent': '验证码已发送',
  'Two-factor log-in is on': '两步验证登录已开启',
  'Two-factor log-in reset': '两步验证登录已重置',
  Uploaded: '已上传',
  'Your password has been reset, please log in': '密码已重置，请登录',
  'Your trial cloud phone is being created': '您的试用云手机正在创建中',
  ok: 'ok',
};

const INSTANCE_STATES: Record<string, string> = {
  'still being created': '仍在创建中',
  running: '运行中',
  starting: '启动中',
  stopping: '停止中',
  stopped: '已停止',
  rebooting: '重启中',
  'being released': '释放中',
  released: '已释放',
  'failed to be created': '创建失败',
  'expired; renew it first': '已到期，请先续费',
};
const PHONE_STATES: Record<string, string> = {
  'still being created': '仍在创建中',
  running: '运行中',
  'failed to be created': '创建失败',
  expired: '已到期',
  released: '已释放',
};
const PHONE_ACTIONS: Record<string, string> = { renewed: '续费', released: '释放' };
const INSTANCE_RULES: Record<string, string> = {
  'only a stopped instance can be started': '只有已停止的实例可以启动',
  'only a running instance can be stopped': '只有运行中的实例可以停止',
  'only a running instance can be rebooted': '只有运行中的实例可以重启',
  'wait until the current operation finishes': '请等待当前操作完成',
};
const CONTENT_KINDS: Record<string, string> = {
  'news article or document': '文章或文档',
  'news class': '新闻分类',
  notice: '公告',
  download: '下载',
  banner: '横幅',
  'solution page': '解决方案页面',
  agreement: '协议',
  'resource class': '资源分类',
  resource: '资源',
  'friend link': '友情链接',
};

type Replacer = (...groups: string[]) => string;
const PATTERNS: Array<[RegExp, Replacer]> = [
  [
    /^The image (.+) is not available in this zone yet; please choose another image$/,
    (name) => `镜像 ${name} 在该可用区暂不可用，请选择其他镜像`,
  ],
  [/^At most (\d+) keys per account; revoke one first$/, (n) => `每个账号最多 ${n} 个密钥，请先吊销一个`],
  [/^At most (\d+) SSH keys per account$/, (n) => `每个账号最多 ${n} 个 SSH 密钥`],
  [/^At most (\d+) origins per key$/, (n) => `每个密钥最多 ${n} 个来源`],
  [
    /^"(.*)" is not a web origin: write scheme:\/\/host\[:port\] with http or https, e\.g\. https:\/\/www\.example\.com, without a path$/,
    (e) =>
      `“${e}”不是有效的网页来源：请按 scheme://host[:port] 格式填写，协议为 http 或 https，不含路径，例如 https://www.example.com`,
  ],
  [/^Insufficient balance: ¥([\d.,]+) more is needed, please top up$/, (y) => `余额不足，还差 ¥${y}，请先充值`],
  [/^No data for (.+)$/, (ip) => `没有 ${ip} 的数据`],
  [/^Please wait (\d+) s before requesting another code$/, (s) => `请 ${s} 秒后再获取验证码`],
  [
    /^The (.+) plan does not include data downloads; Business and Enterprise do$/,
    (p) => `${p} 套餐不含数据下载，商业版和企业版包含`,
  ],
  [/^The (.+) plan has no API access$/, (p) => `${p} 套餐不含 API 调用`],
  [/^At most (\d+) addresses per request on the (.+) plan$/, (n, p) => `${p} 套餐每次请求最多 ${n} 个地址`],
  [
    /^Monthly quota of ([\d,]+) lookups used up; it resets at (.+)$/,
    (n, at) => `本月 ${n} 次查询配额已用完，将于 ${at} 重置`,
  ],
  [/^The IP database is not available yet \((.+)\)$/, (s) => `IP 数据库暂不可用（${s}）`],
  [/^The database of snapshot (.+) cannot be opened$/, (v) => `无法打开快照 ${v} 的数据库`],
  [/^No snapshot (.+)$/, (v) => `快照 ${v} 不存在`],
  [/^The instance is (.+?) and cannot be renewed$/, (s) => `实例${INSTANCE_STATES[s] ?? s}，无法续费`],
  [/^The instance is (.+?); (.+)$/, (s, rule) => `实例${INSTANCE_STATES[s] ?? s}，${INSTANCE_RULES[rule] ?? rule}`],
  [/^The instance is (.+)$/, (s) => `实例${INSTANCE_STATES[s] ?? s}`],
  [
    /^The cloud phone is (.+?) and cannot be (renewed|released)$/,
    (s, a) => `云手机${PHONE_STATES[s] ?? s}，无法${PHONE_ACTIONS[a] ?? a}`,
  ],
  [/^The cloud phone is (.+)$/, (s) => `云手机${PHONE_STATES[s] ?? s}`],
  [
    /^The price has changed to ¥([\d.,]+) \(you saw ¥([\d.,]+)\); please check the new price and order again$/,
    (now, seen) => `价格已变更为 ¥${now}（您看到的是 ¥${seen}），请确认新价格后重新下单`,
  ],
  [/^No such (.+)$/, (k) => `${CONTENT_KINDS[k] ?? k}不存在`],
  [
    /^This (.+) is still in use; move or delete what belongs to it first$/,
    (k) => `该${CONTENT_KINDS[k] ?? k}仍在使用中，请先移动或删除其下内容`,
  ],
  [
    /^Too many codes requested today, please try again in (\d+) h$/,
    (h) => `今日获取验证码次数过多，请 ${h} 小时后重试`,
  ],
  [/^Too many failed log-in attempts, please try again in (\d+) min$/, (m) => `登录失败次数过多，请 ${m} 分钟后重试`],
  [/^Too many requests, please retry in (\d+) s$/, (s) => `请求过于频繁，请 ${s} 秒后重试`],
  [/^The trial application was rejected: (.*)$/, (r) => `试用申请被驳回：${r}`],
  [/^(.+) must be 0 to ([\d,]+) yuan$/, (f, max) => `${f} 须在 0 至 ${max} 元之间`],
  [/^At most (\d+) ids at once$/, (n) => `一次最多 ${n} 个 ID`],
  [/^No such API: (.+)$/, (p) => `接口不存在：${p}`],
  [/^Now answering from snapshot (.+)$/, (v) => `已切换到快照 ${v}`],
  [/^You are on (.+) now$/, (p) => `已切换到 ${p} 套餐`],
];

/** Whether an Accept-Language header puts Chinese before English (no header, or English first: false). */
export function prefersChinese(acceptLanguage: string | undefined): boolean {
  if (!acceptLanguage) return false;
  let best: { zh: boolean; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) || 0 : 1;
    const zh = tag === 'zh' || tag.startsWith('zh-');
    if (q <= 0 || !(zh || tag === 'en' || tag.startsWith('en-'))) continue;
    if (!best || q > best.q) best = { zh, q };
  }
  return best?.zh ?? false;
}

/** `msg` in Simplified Chinese when known (exactly, or by pattern); otherwise `msg` unchanged. */
export function toChinese(msg: string): string {
  const exact = EXACT[msg];
  if (exact) return exact;
  for (const [re, build] of PATTERNS) {
    const m = re.exec(msg);
    if (m) return build(...m.slice(1));
  }
  // Validation errors name the field first ("phone: Please enter a valid mobile number"): keep the field name.
  const field = /^([\w.]+): (.+)$/.exec(msg);
  if (field) {
    const rest = toChinese(field[2]!);
    if (rest !== field[2]) return `${field[1]}：${rest}`;
  }
  return msg;
}

/** The message for a caller with `acceptLanguage`: Chinese when it prefers Chinese, else the English original. */
export function localizeMessage(msg: string, acceptLanguage: string | undefined): string {
  return prefersChinese(acceptLanguage) ? toChinese(msg) : msg;
}

/**
 * The zh-CN catalogue of the cloud site: its own messages (namespace `app`, in three files by area, each with its own
 * top-level keys: common = header, footer, shared pieces; public = public pages; account = log-in and the account
 * area) and the shared `ui` and `kit` ones.
 */
import kit from '@lanyun/site-kit/locales/zh-CN';
import ui from '@lanyun/ui/locales/zh-CN';
import account from './zh-CN/account.json';
import common from './zh-CN/common.json';
import publicPages from './zh-CN/public.json';
import securityGroups from './zh-CN/security-groups.json';
import tickets from './zh-CN/tickets.json';

export default { app: { ...common, ...publicPages, ...account, ...tickets, ...securityGroups }, ui, kit };

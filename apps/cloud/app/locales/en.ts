/**
 * The en catalogue of the cloud site: its own messages (namespace `app`, in three files by area, each with its own
 * top-level keys: common = header, footer, shared pieces; public = public pages; account = log-in and the account
 * area) and the shared `ui` and `kit` ones.
 */
import kit from '@lanyun/site-kit/locales/en';
import ui from '@lanyun/ui/locales/en';
import account from './en/account.json';
import common from './en/common.json';
import publicPages from './en/public.json';
import securityGroups from './en/security-groups.json';
import tickets from './en/tickets.json';

export default { app: { ...common, ...publicPages, ...account, ...tickets, ...securityGroups }, ui, kit };

/** The zh-CN catalogue of this site: its own messages (namespace `app`) and the shared `ui` and `kit` ones. */
import kit from '@lanyun/site-kit/locales/zh-CN';
import ui from '@lanyun/ui/locales/zh-CN';
import app from './zh-CN.json';

export default { app, ui, kit };

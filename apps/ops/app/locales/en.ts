/** The en catalogue of this site: its own messages (namespace `app`) and the shared `ui` and `kit` ones. */
import kit from '@lanyun/site-kit/locales/en';
import ui from '@lanyun/ui/locales/en';
import app from './en.json';

export default { app, ui, kit };

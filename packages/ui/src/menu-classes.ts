/** Class names shared by the header's dropdown menus (navigation, console and user menus). */

/** Shared look of dropdown panels in the header. */
export const menuPanelClass =
  'z-50 min-w-[12rem] rounded-lg border border-line bg-white p-1.5 text-sm text-ink shadow-lg';
/** Shared look of dropdown rows in the header. */
export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700';

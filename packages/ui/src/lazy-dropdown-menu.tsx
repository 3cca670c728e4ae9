/**
 * Radix `DropdownMenu` with its code loaded on first use. The header's menus (nav entries, mobile menu, console and
 * user menus) are on every page, but Radix's menu with Floating UI, focus scope and scroll lock is ~25 KB of gzip
 * JavaScript that only matters once someone opens one. Same parts and props as `DropdownMenu` from `radix-ui`
 * (Root, Trigger, Portal, Content, Item, Group, Label, Separator), so a component switches by its import alone.
 *
 * Until the code is there, `Trigger` is a plain button with the same props and content (the server renders it, so
 * hydration matches) and the other parts render nothing. Hovering or focusing the trigger starts the download; a
 * press (primary pointer button, or Enter / Space / ArrowDown) also opens the menu as soon as it has loaded. The
 * Radix trigger then takes the button's place, keeping the keyboard focus if the button had it. `asChild` on
 * `Trigger` is not supported before the load.
 */
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ComponentType,
  type MutableRefObject,
  type Ref,
} from 'react';
import type * as RadixDropdownMenu from 'radix-ui/dropdown-menu';

type Radix = typeof RadixDropdownMenu;

let loaded: Radix | null = null;
let loading: Promise<Radix> | null = null;

/** Downloads Radix's DropdownMenu once (later calls share the first download). */
export function loadDropdownMenu(): Promise<Radix> {
  loading ??= import('./dropdown-menu-code').then((m) => (loaded = m.DropdownMenu));
  return loading;
}

interface MenuState {
  real: Radix | null;
  /** Starts the download; `open` also opens the menu once it has loaded. */
  activate: (open: boolean) => void;
  fallbackTrigger: MutableRefObject<HTMLButtonElement | null>;
  /** Set when the plain button had the focus as the Radix trigger replaced it. */
  refocus: MutableRefObject<boolean>;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(part: string): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error(`DropdownMenu.${part} must be used inside <DropdownMenu.Root>`);
  return menu;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as MutableRefObject<T | null>).current = value;
}

function Root({ children, defaultOpen, ...props }: ComponentPropsWithoutRef<Radix['Root']>) {
  const [real, setReal] = useState<Radix | null>(loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const fallbackTrigger = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  const activate = useCallback((open: boolean) => {
    if (open) setOpenOnLoad(true);
    void loadDropdownMenu().then((mod) => {
      refocus.current = fallbackTrigger.current !== null && document.activeElement === fallbackTrigger.current;
      setReal(() => mod);
    });
  }, []);
  const menu = useMemo(() => ({ real, activate, fallbackTrigger, refocus }), [real, activate]);
  return (
    <MenuContext.Provider value={menu}>
      {real ? (
        <real.Root {...props} defaultOpen={defaultOpen || openOnLoad}>
          {children}
        </real.Root>
      ) : (
        children
      )}
    </MenuContext.Provider>
  );
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

const Trigger = forwardRef<ComponentRef<Radix['Trigger']>, ComponentPropsWithoutRef<Radix['Trigger']>>(
  function Trigger(props, ref) {
    const menu = useMenu('Trigger');
    const own = useRef<HTMLButtonElement | null>(null);
    useLayoutEffect(() => {
      if (menu.real && menu.refocus.current) {
        menu.refocus.current = false;
        own.current?.focus();
      }
    }, [menu.real, menu.refocus]);
    const Real = menu.real?.Trigger;
    if (Real) {
      return (
        <Real
          {...props}
          ref={(node) => {
            own.current = node;
            setRef(ref, node);
          }}
        />
      );
    }
    const { asChild: _asChild, onPointerEnter, onFocus, onPointerDown, onKeyDown, ...rest } = props;
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        {...rest}
        ref={(node) => {
          menu.fallbackTrigger.current = node;
          setRef(ref, node);
        }}
        onPointerEnter={(event) => {
          onPointerEnter?.(event);
          menu.activate(false);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          menu.activate(false);
        }}
        onPointerDown={(event) => {
          onPointerDown?.(event);
          if (!props.disabled && event.button === 0 && !event.ctrlKey) menu.activate(true);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!props.disabled && OPEN_KEYS.has(event.key)) {
            event.preventDefault();
            menu.activate(true);
          }
        }}
      />
    );
  },
);

type LazyPart = 'Portal' | 'Content' | 'Item' | 'Group' | 'Label' | 'Separator';

/** A part that renders Radix's own once loaded, and nothing before (the menu cannot be open before). */
function part<K extends LazyPart>(name: K): Radix[K] {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module load, never during render
  const Part = forwardRef<unknown, Record<string, unknown>>(function Part(props, ref) {
    const Real = useMenu(name).real?.[name] as unknown as ComponentType<Record<string, unknown>> | undefined;
    return Real ? <Real {...props} ref={ref} /> : null;
  });
  Part.displayName = `DropdownMenu.${name}`;
  return Part as unknown as Radix[K];
}

/** Drop-in for `DropdownMenu` from `radix-ui` that downloads the menu code on first use (see the module docstring). */
export const DropdownMenu = {
  Root,
  Trigger,
  Portal: part('Portal'),
  Content: part('Content'),
  Item: part('Item'),
  Group: part('Group'),
  Label: part('Label'),
  Separator: part('Separator'),
};

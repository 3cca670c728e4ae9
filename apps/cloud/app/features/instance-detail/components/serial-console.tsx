/**
 * The serial console in the browser: @xterm/xterm over the API's WebSocket. "Connect" asks for a single-use ticket
 * (server-1-3), opens the socket it names and wires keys to the socket and bytes to the terminal. Closing the
 * socket (or the page) ends the session; the close reason is shown, with "Connect" to open a new one.
 *
 * Keyboard (docs/decisions/0090-console-leave-key.md): the terminal takes every key, Tab included, so
 * {@link isLeaveKey} (Ctrl+] as in `virsh console`, or F6) leaves it — focus moves to the line just after the terminal
 * that says how to leave, the next Tab reaches "Disconnect", which follows it, and Shift+Tab goes back in. How to leave is announced next to the terminal, in the
 * page's language. xterm runs in screen-reader mode: its accessibility tree and live region read the output out;
 * its input's label and its messages come from the page's catalogue.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import '@xterm/xterm/css/xterm.css';
import { fetchConsoleTicket } from '../api/instance-detail';

/** True for the keys that leave the terminal: Ctrl+] (the `virsh console` escape) and F6. Keydown events only. */
export function isLeaveKey(event: Pick<KeyboardEvent, 'type' | 'key' | 'code' | 'ctrlKey' | 'altKey' | 'metaKey'>) {
  if (event.type !== 'keydown' || event.altKey || event.metaKey) return false;
  if (event.key === 'F6' && !event.ctrlKey) return true;
  return event.ctrlKey && (event.key === ']' || event.code === 'BracketRight');
}

type State = { kind: 'idle' } | { kind: 'connecting' } | { kind: 'open' } | { kind: 'closed'; reason: string };

export function SerialConsole({ instanceId, running }: { instanceId: string; running: boolean }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const host = useRef<HTMLDivElement>(null);
  const leaveHint = useRef<HTMLParagraphElement>(null);
  const hintId = useId();
  const socket = useRef<WebSocket | null>(null);
  const dispose = useRef<(() => void) | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  useEffect(
    () => () => {
      socket.current?.close();
      dispose.current?.();
    },
    [],
  );

  const connect = async () => {
    setState({ kind: 'connecting' });
    try {
      const ticket = await fetchConsoleTicket(api, instanceId);
      const { Terminal } = await import('@xterm/xterm');
      dispose.current?.();
      // The terminal's own words, in the page's language (one language per page, so the shared strings are set here).
      Terminal.strings.promptLabel = t('instanceDetail.console.input');
      Terminal.strings.tooMuchOutput = t('instanceDetail.console.tooMuchOutput');
      const term = new Terminal({
        convertEol: false,
        cursorBlink: true,
        rows: 24,
        cols: 100,
        fontSize: 13,
        screenReaderMode: true,
      });
      term.attachCustomKeyEventHandler((event) => {
        if (!isLeaveKey(event)) return true;
        event.preventDefault();
        leaveHint.current?.focus();
        return false;
      });
      if (host.current) term.open(host.current);
      // Entering the terminal, a screen reader reads how to leave it.
      term.textarea?.setAttribute('aria-describedby', hintId);
      const ws = new WebSocket(ticket.url);
      ws.binaryType = 'arraybuffer';
      socket.current = ws;
      const input = term.onData((d) => ws.readyState === WebSocket.OPEN && ws.send(d));
      dispose.current = () => {
        input.dispose();
        term.dispose();
      };
      ws.onopen = () => {
        setState({ kind: 'open' });
        term.focus();
        ws.send('\r');
      };
      ws.onmessage = (e: MessageEvent<ArrayBuffer | string>) =>
        term.write(typeof e.data === 'string' ? e.data : new Uint8Array(e.data));
      ws.onclose = (e) => setState({ kind: 'closed', reason: e.reason || t('instanceDetail.console.closed') });
    } catch (err) {
      setState({
        kind: 'closed',
        reason: err instanceof Error && err.message ? err.message : t('instanceDetail.console.failed'),
      });
    }
  };

  return (
    <section aria-label={t('instanceDetail.console.title')} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={!running || state.kind === 'connecting' || state.kind === 'open'}
          onClick={() => void connect()}
        >
          {t('instanceDetail.console.connect')}
        </Button>
        <p className="text-sm text-ink-muted" role="status">
          {!running
            ? t('instanceDetail.console.notRunning')
            : state.kind === 'connecting'
              ? t('instanceDetail.console.connecting')
              : state.kind === 'open'
                ? t('instanceDetail.console.open')
                : state.kind === 'closed'
                  ? state.reason
                  : t('instanceDetail.console.hint')}
        </p>
      </div>
      <div role="group" aria-label={t('instanceDetail.console.terminal')}>
        <div ref={host} data-testid="serial-console" className="min-h-24 overflow-hidden rounded-md bg-black p-2" />
      </div>
      {/* Next to the terminal, how to leave it; the leave key moves focus here, one Tab before "Disconnect". */}
      {state.kind === 'open' ? (
        <p
          id={hintId}
          ref={leaveHint}
          tabIndex={-1}
          className="rounded text-sm text-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          data-testid="console-leave-hint"
        >
          {t('instanceDetail.console.leave')}
        </p>
      ) : null}
      {state.kind === 'open' ? (
        <Button size="sm" variant="outline" onClick={() => socket.current?.close()}>
          {t('instanceDetail.console.disconnect')}
        </Button>
      ) : null}
    </section>
  );
}

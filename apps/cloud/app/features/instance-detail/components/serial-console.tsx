/**
 * The serial console in the browser: @xterm/xterm over the API's WebSocket. "Connect" asks for a single-use ticket
 * (server-1-3), opens the socket it names and wires keys to the socket and bytes to the terminal. Closing the
 * socket (or the page) ends the session; the close reason is shown, with "Connect" to open a new one.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import '@xterm/xterm/css/xterm.css';
import { fetchConsoleTicket } from '../api/instance-detail';

type State = { kind: 'idle' } | { kind: 'connecting' } | { kind: 'open' } | { kind: 'closed'; reason: string };

export function SerialConsole({ instanceId, running }: { instanceId: string; running: boolean }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const host = useRef<HTMLDivElement>(null);
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
      const term = new Terminal({ convertEol: false, cursorBlink: true, rows: 24, cols: 100, fontSize: 13 });
      if (host.current) term.open(host.current);
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
        {state.kind === 'open' ? (
          <Button size="sm" variant="outline" onClick={() => socket.current?.close()}>
            {t('instanceDetail.console.disconnect')}
          </Button>
        ) : null}
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
      <div ref={host} data-testid="serial-console" className="min-h-24 overflow-hidden rounded-md bg-black p-2" />
    </section>
  );
}

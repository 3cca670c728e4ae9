/**
 * The cloud phone in the browser: its screen streamed over the API's WebSocket (@lanyun/contract/phone-stream,
 * scrcpy's format) and decoded with WebCodecs (`VideoDecoder`, H.264 in Annex B) onto a canvas; pointer and touch
 * input on the canvas (each pointer its own id: multi-touch where the device has it) mapped to the phone's pixels
 * (phone-input.ts) and sent as touch events; the navigation bar (back, home, recent apps), volume, rotation, text and
 * clipboard paste; a screenshot download (PNG from the phone) and APK install; a readout of frames per second and
 * the round trip to the phone host.
 *
 * Opening the page asks for a ticket (control; a second viewer gets a read-only view) and connects at once. An
 * expired phone is refused with its reason and a link to renew it; a stream the API ends shows why, with
 * "Reconnect".
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import {
  ACTION,
  KEYCODE,
  avcCodecString,
  decodeVideoHeader,
  decodeVideoPacket,
  encodeControl,
} from '@lanyun/contract/phone-stream';
import { PhoneCallError, fetchScreenshot, fetchStreamTicket, installApk } from '../api/phone-screen';
import { rateMeter, toPhonePoint } from '../phone-input';

type State =
  | { kind: 'connecting' }
  | { kind: 'open'; role: 'control' | 'view' }
  | { kind: 'expired'; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'unsupported' };

/** Counters shown in the readout (and read by the browser tests from the canvas's data attributes). */
interface Stats {
  fps: number;
  rttMs: number | null;
  frames: number;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a, 0);
  out.set(b, a.byteLength);
  return out;
}

export function PhoneScreen({ phoneId }: { phoneId: string }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const canvas = useRef<HTMLCanvasElement>(null);
  const socket = useRef<WebSocket | null>(null);
  const size = useRef({ width: 0, height: 0 });
  const [state, setState] = useState<State>({ kind: 'connecting' });
  const [stats, setStats] = useState<Stats>({ fps: 0, rttMs: null, frames: 0 });
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [attempt, setAttempt] = useState(0);
  const role = state.kind === 'open' ? state.role : null;

  useEffect(() => {
    if (typeof VideoDecoder === 'undefined') {
      setState({ kind: 'unsupported' });
      return;
    }
    // A new attempt ("Reconnect") runs this again with a new ticket.
    void attempt;
    let stopped = false;
    let decoder: VideoDecoder | null = null;
    let config: Uint8Array | null = null;
    let waitingKey = true;
    let frames = 0;
    const meter = rateMeter();
    const pings: ReturnType<typeof setInterval>[] = [];
    let rttMs: number | null = null;
    const publish = setInterval(() => setStats({ fps: meter.perSecond(), rttMs, frames }), 500);
    setState({ kind: 'connecting' });

    const start = async () => {
      let ticket: Awaited<ReturnType<typeof fetchStreamTicket>>;
      try {
        ticket = await fetchStreamTicket(api, phoneId, true);
      } catch (err) {
        if (stopped) return;
        const message = err instanceof Error && err.message ? err.message : t('phoneScreen.failed');
        setState(
          err instanceof PhoneCallError && err.reason === 'phone.stream_expired'
            ? { kind: 'expired', message }
            : { kind: 'closed', message },
        );
        return;
      }
      if (stopped) return;
      const ws = new WebSocket(ticket.url);
      ws.binaryType = 'arraybuffer';
      socket.current = ws;
      let endMessage = '';
      ws.onmessage = (e: MessageEvent<ArrayBuffer | string>) => {
        if (typeof e.data === 'string') {
          const m = JSON.parse(e.data) as {
            type: string;
            role?: 'control' | 'view';
            t?: number;
            message?: string;
            reason?: string;
          };
          if (m.type === 'hello' && m.role) setState({ kind: 'open', role: m.role });
          else if (m.type === 'pong' && typeof m.t === 'number') rttMs = Math.round(performance.now() - m.t);
          else if (m.type === 'end') {
            endMessage = m.message ?? '';
            if (m.reason === 'phone.stream_expired') setState({ kind: 'expired', message: endMessage });
          }
          return;
        }
        const bytes = new Uint8Array(e.data);
        const header = decodeVideoHeader(bytes);
        if (header && !decoder) {
          size.current = { width: header.width, height: header.height };
          if (canvas.current) {
            canvas.current.width = header.width;
            canvas.current.height = header.height;
          }
          decoder = new VideoDecoder({
            output: (frame) => {
              canvas.current?.getContext('2d')?.drawImage(frame, 0, 0);
              frame.close();
              frames++;
              meter.tick();
              if (canvas.current) canvas.current.dataset.frames = String(frames);
            },
            error: () => {
              waitingKey = true;
            },
          });
          return;
        }
        const p = decodeVideoPacket(bytes);
        if (!p || !decoder) return;
        if (p.config) {
          config = p.data;
          decoder.configure({ codec: avcCodecString(p.data), optimizeForLatency: true });
          waitingKey = true;
          return;
        }
        if (decoder.state !== 'configured' || (waitingKey && !p.key)) return;
        waitingKey = false;
        decoder.decode(
          new EncodedVideoChunk({
            type: p.key ? 'key' : 'delta',
            timestamp: p.ptsUs,
            data: p.key && config ? concat(config, p.data) : p.data,
          }),
        );
      };
      ws.onopen = () => {
        const ping = () =>
          ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ type: 'ping', t: performance.now() }));
        ping();
        pings.push(setInterval(ping, 2000));
      };
      ws.onclose = (e) => {
        if (stopped) return;
        setState((s) =>
          s.kind === 'expired' ? s : { kind: 'closed', message: endMessage || e.reason || t('phoneScreen.closed') },
        );
      };
    };
    void start();
    return () => {
      stopped = true;
      clearInterval(publish);
      for (const p of pings) clearInterval(p);
      socket.current?.close();
      socket.current = null;
      if (decoder && decoder.state !== 'closed') decoder.close();
    };
  }, [api, phoneId, attempt, t]);

  const send = (bytes: Uint8Array) => {
    const ws = socket.current;
    if (ws?.readyState === WebSocket.OPEN && role === 'control') ws.send(bytes);
  };
  const key = (keycode: number) => {
    send(encodeControl({ type: 'key', action: ACTION.down, keycode, repeat: 0, metaState: 0 }));
    send(encodeControl({ type: 'key', action: ACTION.up, keycode, repeat: 0, metaState: 0 }));
  };
  const touch = (e: React.PointerEvent<HTMLCanvasElement>, action: number) => {
    const { width, height } = size.current;
    if (!width || !canvas.current) return;
    const p = toPhonePoint(canvas.current.getBoundingClientRect(), e.clientX, e.clientY, width, height);
    send(
      encodeControl({
        type: 'touch',
        action,
        pointerId: BigInt(e.pointerId >>> 0),
        x: p.x,
        y: p.y,
        screenWidth: width,
        screenHeight: height,
        pressure: action === ACTION.up ? 0 : 1,
      }),
    );
  };
  const pressed = useRef(new Set<number>());

  const screenshot = async () => {
    try {
      const blob = await fetchScreenshot(api, phoneId);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `${phoneId}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
    } catch (err) {
      setNotice(err instanceof Error && err.message ? err.message : t('phoneScreen.failed'));
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setNotice(t('phoneScreen.apk.installing', { name: file.name }));
    try {
      const r = await installApk(api, phoneId, file);
      setNotice(t('phoneScreen.apk.installed', { label: r.label }));
    } catch (err) {
      setNotice(err instanceof Error && err.message ? err.message : t('phoneScreen.failed'));
    }
  };
  const paste = async () => {
    try {
      const clip = await navigator.clipboard.readText();
      if (clip) send(encodeControl({ type: 'clipboard', sequence: 0n, paste: true, text: clip }));
    } catch {
      setNotice(t('phoneScreen.clipboardDenied'));
    }
  };
  const controls = role === 'control';

  return (
    <section aria-label={t('phoneScreen.title')} className="space-y-4">
      <p className="text-sm text-ink-muted" role="status" data-testid="phone-state">
        {state.kind === 'connecting'
          ? t('phoneScreen.connecting')
          : state.kind === 'open'
            ? state.role === 'control'
              ? t('phoneScreen.controlling')
              : t('phoneScreen.viewing')
            : state.kind === 'unsupported'
              ? t('phoneScreen.unsupported')
              : state.message}
      </p>
      {state.kind === 'expired' ? (
        <a
          href={`/user/phones?renew=${encodeURIComponent(phoneId)}`}
          className="inline-flex rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {t('phoneScreen.renew')}
        </a>
      ) : null}
      {state.kind === 'closed' ? (
        <Button size="sm" onClick={() => setAttempt((n) => n + 1)}>
          {t('phoneScreen.reconnect')}
        </Button>
      ) : null}
      <div className="flex flex-col items-center gap-4 md:flex-row md:items-start">
        <div className="w-full max-w-[360px]">
          <canvas
            ref={canvas}
            data-testid="phone-canvas"
            data-frames="0"
            tabIndex={0}
            aria-label={t('phoneScreen.canvas')}
            className="block h-auto w-full touch-none select-none rounded-2xl bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            width={360}
            height={640}
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              pressed.current.add(e.pointerId);
              touch(e, ACTION.down);
            }}
            onPointerMove={(e) => pressed.current.has(e.pointerId) && touch(e, ACTION.move)}
            onPointerUp={(e) => {
              if (!pressed.current.delete(e.pointerId)) return;
              touch(e, ACTION.up);
            }}
            onPointerCancel={(e) => {
              if (pressed.current.delete(e.pointerId)) touch(e, ACTION.up);
            }}
            onKeyDown={(e) => {
              if (!controls || e.ctrlKey || e.metaKey || e.altKey) return;
              if (e.key.length === 1) {
                send(encodeControl({ type: 'text', text: e.key }));
                e.preventDefault();
              } else if (e.key === 'Backspace') {
                key(67);
                e.preventDefault();
              } else if (e.key === 'Enter') {
                key(66);
                e.preventDefault();
              }
            }}
          />
          <nav aria-label={t('phoneScreen.navBar')} className="mt-2 grid grid-cols-3 gap-2">
            <Button size="sm" variant="outline" disabled={!controls} onClick={() => key(KEYCODE.back)}>
              {t('phoneScreen.back')}
            </Button>
            <Button size="sm" variant="outline" disabled={!controls} onClick={() => key(KEYCODE.home)}>
              {t('phoneScreen.home')}
            </Button>
            <Button size="sm" variant="outline" disabled={!controls} onClick={() => key(KEYCODE.appSwitch)}>
              {t('phoneScreen.recents')}
            </Button>
          </nav>
          <p className="mt-2 text-xs text-ink-muted" data-testid="phone-readout" aria-live="off">
            {t('phoneScreen.readout', {
              fps: stats.fps,
              rtt: stats.rttMs === null ? '–' : String(stats.rttMs),
              frames: stats.frames,
            })}
          </p>
        </div>
        <div className="w-full max-w-sm space-y-3">
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={!controls} onClick={() => key(KEYCODE.volumeUp)}>
              {t('phoneScreen.volumeUp')}
            </Button>
            <Button size="sm" variant="outline" disabled={!controls} onClick={() => key(KEYCODE.volumeDown)}>
              {t('phoneScreen.volumeDown')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!controls}
              onClick={() => send(encodeControl({ type: 'rotate' }))}
            >
              {t('phoneScreen.rotate')}
            </Button>
            <Button size="sm" variant="outline" disabled={!controls} onClick={() => void paste()}>
              {t('phoneScreen.paste')}
            </Button>
          </div>
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (text) send(encodeControl({ type: 'text', text }));
              setText('');
            }}
          >
            <label className="sr-only" htmlFor={`phone-text-${phoneId}`}>
              {t('phoneScreen.textLabel')}
            </label>
            <input
              id={`phone-text-${phoneId}`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('phoneScreen.textLabel')}
              className="min-w-0 flex-1 rounded-md border border-line px-3 py-1.5 text-sm"
              disabled={!controls}
            />
            <Button size="sm" type="submit" disabled={!controls}>
              {t('phoneScreen.sendText')}
            </Button>
          </form>
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="outline" disabled={state.kind !== 'open'} onClick={() => void screenshot()}>
              {t('phoneScreen.screenshot')}
            </Button>
            <label
              className={`inline-flex cursor-pointer rounded-md border border-line px-3 py-1.5 text-sm focus-within:outline-2 focus-within:outline-brand-500 ${controls ? '' : 'pointer-events-none opacity-50'}`}
            >
              {t('phoneScreen.apk.upload')}
              <input
                type="file"
                accept=".apk,application/vnd.android.package-archive"
                className="sr-only"
                data-testid="phone-apk"
                disabled={!controls}
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          <p className="text-sm text-ink" role="status" data-testid="phone-notice">
            {notice}
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * H.264 encoding of the sandbox phone's frames with ffmpeg (libx264, baseline profile, `-tune zerolatency`, one slice
 * a frame, no B-frames): raw RGB frames in on stdin, FLV out on stdout. FLV is read only because it frames each
 * encoded picture with its length (a raw Annex B stream would only tell a picture ended when the next began, one
 * frame late); each FLV video tag becomes one scrcpy packet (@lanyun/contract/phone-stream): the AVC sequence header
 * (SPS/PPS) as the config packet, then every picture in Annex B with its key-frame flag.
 *
 * `PHONE_FFMPEG` (default `ffmpeg` on the PATH) names the binary. An ffmpeg that cannot start or dies ends the
 * stream with its reason (`onEnd`).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { VideoPacket } from '@lanyun/contract/phone-stream';

/** Options of one encoder: the frame size (even numbers), the nominal frame rate and the ffmpeg binary. */
export interface EncoderOptions {
  width: number;
  height: number;
  fps: number;
  ffmpeg?: string;
}

const START = Buffer.from([0, 0, 0, 1]);

/** The Annex B bytes of an AVCDecoderConfigurationRecord's SPS and PPS. */
export function avccToAnnexB(record: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 5;
  const nSps = record[i++]! & 0x1f;
  for (let k = 0; k < nSps; k++) {
    const len = record.readUInt16BE(i);
    out.push(START, record.subarray(i + 2, i + 2 + len));
    i += 2 + len;
  }
  const nPps = record[i++]!;
  for (let k = 0; k < nPps; k++) {
    const len = record.readUInt16BE(i);
    out.push(START, record.subarray(i + 2, i + 2 + len));
    i += 2 + len;
  }
  return Buffer.concat(out);
}

/** Length-prefixed (4-byte) NAL units to Annex B. */
export function lengthPrefixedToAnnexB(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i + 4 <= data.length) {
    const len = data.readUInt32BE(i);
    out.push(START, data.subarray(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return Buffer.concat(out);
}

/**
 * An incremental FLV reader: `push` bytes as they come; `onVideo` gets each video tag as a scrcpy packet (the
 * timestamp from the tag, in microseconds).
 */
export class FlvVideoReader {
  private buf: Buffer = Buffer.alloc(0);
  private headerDone = false;
  constructor(private readonly onVideo: (p: VideoPacket) => void) {}

  push(chunk: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    if (!this.headerDone) {
      if (this.buf.length < 13) return;
      const headerLen = this.buf.readUInt32BE(5);
      if (this.buf.length < headerLen + 4) return;
      this.buf = this.buf.subarray(headerLen + 4);
      this.headerDone = true;
    }
    while (this.buf.length >= 11) {
      const size = this.buf.readUIntBE(1, 3);
      if (this.buf.length < 11 + size + 4) return;
      const type = this.buf[0]! & 0x1f;
      const ts = this.buf.readUIntBE(4, 3) | (this.buf[7]! << 24);
      const body = this.buf.subarray(11, 11 + size);
      this.buf = this.buf.subarray(11 + size + 4);
      if (type !== 9 || body.length < 5 || (body[0]! & 0x0f) !== 7) continue;
      const key = body[0]! >> 4 === 1;
      if (body[1] === 0) this.onVideo({ config: true, key: false, ptsUs: 0, data: avccToAnnexB(body.subarray(5)) });
      else if (body[1] === 1)
        this.onVideo({ config: false, key, ptsUs: ts * 1000, data: lengthPrefixedToAnnexB(body.subarray(5)) });
    }
  }
}

/** One ffmpeg process: `frame` feeds an RGB frame, packets come out through `onPacket`, `close` stops it. */
export class H264Encoder {
  private readonly proc: ChildProcessWithoutNullStreams;
  private closed = false;
  private endListeners: ((reason: string) => void)[] = [];
  private stderr = '';
  /** Frames fed and not yet come out (more than a few means the encoder falls behind: frames are then dropped). */
  private inFlight = 0;

  constructor(
    readonly options: EncoderOptions,
    onPacket: (p: VideoPacket) => void,
  ) {
    const { width, height, fps } = options;
    const gop = Math.max(1, Math.round(fps * 10));
    this.proc = spawn(
      options.ffmpeg ?? 'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ...[
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          '-s',
          `${width}x${height}`,
          '-framerate',
          String(fps),
          '-i',
          'pipe:0',
        ],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline'],
        ...['-pix_fmt', 'yuv420p', '-g', String(gop), '-bf', '0', '-threads', '1'],
        ...['-x264-params', 'sliced-threads=0:repeat-headers=0'],
        ...['-flush_packets', '1', '-f', 'flv', '-flvflags', 'no_duration_filesize', 'pipe:1'],
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const reader = new FlvVideoReader((p) => {
      if (!p.config) this.inFlight = Math.max(0, this.inFlight - 1);
      onPacket(p);
    });
    this.proc.stdout.on('data', (c: Buffer) => reader.push(c));
    this.proc.stderr.on('data', (c: Buffer) => {
      this.stderr = (this.stderr + c.toString()).slice(-500);
    });
    // A write after ffmpeg died fails; its exit (below) ends the stream.
    this.proc.stdin.on('error', (err) => this.end(`ffmpeg input failed: ${err.message}`));
    this.proc.on('error', (err) => this.end(`ffmpeg could not start: ${err.message}`));
    this.proc.on('exit', (code) => this.end(`ffmpeg exited (${code}): ${this.stderr.trim().slice(-200)}`));
  }

  /** Feed one frame (`width*height*3` bytes of RGB); dropped while more than 3 frames wait in the encoder. */
  frame(rgb: Buffer): boolean {
    if (this.closed || this.inFlight > 3) return false;
    this.inFlight++;
    this.proc.stdin.write(rgb);
    return true;
  }

  onEnd(cb: (reason: string) => void): void {
    this.endListeners.push(cb);
  }

  private end(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    for (const cb of this.endListeners.splice(0)) cb(reason);
  }

  /** Stop the process (the stream's end is not reported). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.endListeners = [];
    this.proc.stdin.end();
    this.proc.kill('SIGKILL');
  }
}

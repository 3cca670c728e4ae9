import { describe, expect, it } from 'vitest';
import { sshCommand } from './ssh-command';

describe('sshCommand', () => {
  it('names the instance’s public address, not a placeholder', () => {
    expect(sshCommand({ ssh_port: null, public_ip: '47.98.10.21' })).toBe('ssh root@47.98.10.21');
  });
  it('uses the forwarded port when the host forwards one', () => {
    expect(sshCommand({ ssh_port: 22022, public_ip: '47.98.10.21' })).toBe('ssh -p 22022 root@127.0.0.1');
  });
  it('gives nothing while the instance has no address to reach', () => {
    expect(sshCommand({ ssh_port: null, public_ip: null })).toBeNull();
  });
});

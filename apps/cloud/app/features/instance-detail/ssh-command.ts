/**
 * The SSH command of an instance as its detail page shows it: through the forwarded port on 127.0.0.1 when the host
 * forwards one (user-mode networking), else to the instance's public address; null while it has neither (no public
 * IP ordered or assigned yet), and the page says so instead of printing a placeholder.
 */
export function sshCommand(i: { ssh_port: number | null; public_ip: string | null }): string | null {
  if (i.ssh_port) return `ssh -p ${i.ssh_port} root@127.0.0.1`;
  if (i.public_ip) return `ssh root@${i.public_ip}`;
  return null;
}

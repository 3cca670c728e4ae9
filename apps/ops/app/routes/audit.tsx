/** /audit: the audit log, read-only (every operator). */
import { PageHeader } from '../components/page-header';
import { AuditLog } from '../features/audit/components/audit-log';

export function meta() {
  return [{ title: 'Audit log — Lanyun Ops' }];
}

export default function AuditPage() {
  return (
    <>
      <PageHeader title="Audit log" description="Every operator action that changed data, and every log-in: who, what, when, before and after. Nobody can edit it." />
      <AuditLog />
    </>
  );
}

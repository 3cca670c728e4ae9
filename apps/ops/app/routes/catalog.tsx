/** /catalog: the ECS and cloud-phone catalog and the IP database in use (admin). */
import { PageHeader } from '../components/page-header';
import { CatalogEditor } from '../features/catalog/components/catalog-editor';
import { IpdbPanel } from '../features/catalog/components/ipdb-panel';

export function meta() {
  return [{ title: 'Catalog — Lanyun Ops' }];
}

export default function CatalogPage() {
  return (
    <>
      <PageHeader title="Catalog" description="Regions, zones, images, instance types, disks, durations, bandwidth and cloud-phone packages with their prices." />
      <CatalogEditor />
      <IpdbPanel />
    </>
  );
}

/**
 * The form of a one-instance ECS order of the seeded catalog, as the site's order page sends it: shared by the API
 * process scripts (api-process.ts) and the browser tests' API helpers (e2e/billing-helpers.ts). No imports, so a
 * browser test can load it without the API's modules.
 */

/** The ids of an ECS order: region, zone, instance type and image. */
export interface EcsOffer {
  regionId: number;
  zoneId: number;
  typeId: number;
  imageId: number;
}

/**
 * Form fields of a one-instance, one-month ECS order of `o` named `name` (40 GB ESSD, 1 Mbps, password log-in; for
 * ecs.g7.large ¥342.00, the `price` the form carries), with the service agreement ticked (`agree`).
 */
export function ecsOrderForm(o: EcsOffer, name: string): Record<string, string> {
  return {
    region_id: String(o.regionId),
    zone_id: String(o.zoneId),
    instance_type_id: String(o.typeId),
    image_id: String(o.imageId),
    system_disk_type: 'cloud_essd',
    system_disk_gb: '40',
    data_disks: '[]',
    bandwidth_mbps: '1',
    duration_months: '1',
    quantity: '1',
    name,
    login_type: 'password',
    password: 'Lanyun-Cloud42x',
    auto_renew: '0',
    price: '342.00',
    agree: '1',
  };
}

/**
 * Calls whose errors are not toasted automatically (spec section 7, "Quiet"). Every other call is
 * "normal": a non-200 code surfaces `msg` as a warning toast through the app's `onWarning` hook.
 */
export const QUIET_PATHS: ReadonlySet<string> = new Set([
  '/v1/web_init',
  '/v1/banner_list',
  '/v1/get_region_zone_images',
  '/v1/inquiry_create_instance_price',
  '/v1/get_login_token',
  '/v1/get_spread_id',
  '/v1/get_version',
  '/v1/cl_access_callback',
  '/phone_order/add_pdc_trial_order',
  '/phone/apply_use_add',
  '/v1/resource_class_list',
  '/v1/resource_list',
  '/personal_center/user_info',
  '/instance_overview/user_instance_list',
  '/authentication/user_auth_personal',
]);

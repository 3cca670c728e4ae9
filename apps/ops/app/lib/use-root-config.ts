import { useRouteLoaderData } from 'react-router';
import type { OpsPublicConfig } from './env.server';
import type { OpsRootData } from '../root-data';

/** The console's public configuration from the root loader (API and cloud-site origins). */
export function useRootConfig(): OpsPublicConfig {
  return (useRouteLoaderData('root') as OpsRootData).config;
}

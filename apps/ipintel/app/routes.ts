import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** IP site routes: the home page (all sections) in the default layout; everything else is the 404 page. */
export default [
  layout('routes/layout-default.tsx', [index('routes/home.tsx'), route('*', 'routes/not-found.tsx')]),
] satisfies RouteConfig;

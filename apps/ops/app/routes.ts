import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Console routes: /login and /two-factor (enrolment) on their own; every other page inside the console layout (sidebar by role). The root
 * loader redirects to /login without an operator session. /robots.txt (a resource route, served to anyone) keeps every
 * crawler out.
 */
export default [
  route('api/*', 'routes/api.$.ts'),
  route('robots.txt', 'routes/robots.txt.ts'),
  route('login', 'routes/login.tsx'),
  route('two-factor', 'routes/two-factor.tsx'),
  layout('routes/layout-console.tsx', [
    index('routes/dashboard.tsx'),
    route('content', 'routes/content.tsx'),
    route('content/:kind/:id', 'routes/content-edit.tsx'),
    route('real-name', 'routes/real-name.tsx'),
    route('bank-transfers', 'routes/bank-transfers.tsx'),
    route('invoices', 'routes/invoices.tsx'),
    route('trials', 'routes/trials.tsx'),
    route('catalog', 'routes/catalog.tsx'),
    route('customers', 'routes/customers.tsx'),
    route('customers/:id', 'routes/customer.tsx'),
    route('tickets', 'routes/tickets.tsx'),
    route('feedback', 'routes/feedback.tsx'),
    route('contact-requests', 'routes/contact-requests.tsx'),
    route('operators', 'routes/operators.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('hosts', 'routes/hosts.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;

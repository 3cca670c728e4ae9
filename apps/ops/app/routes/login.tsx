/** /login: the operator log-in page (the root loader sends a logged-in operator on to the dashboard). */
import { Brand } from '../components/brand';
import { LoginForm } from '../features/auth/components/login-form';

export function meta() {
  return [{ title: 'Log in — Lanyun Ops' }];
}

export default function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 px-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 text-lg font-semibold">
          <Brand />
        </div>
        <h1 className="mb-6 text-xl font-semibold">Operator log-in</h1>
        <LoginForm />
      </div>
    </main>
  );
}

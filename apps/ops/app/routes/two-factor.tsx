/**
 * /two-factor: two-factor enrolment for an operator who has none yet (the root loader sends them here; the API
 * accepts no other /ops call until it is done). Shows the authenticator QR code and secret once, then asks for the
 * first code to switch it on.
 */
import { Brand } from '../components/brand';
import { TwoFactorSetup } from '../features/auth/components/two-factor-setup';

export function meta() {
  return [{ title: 'Set up two-factor log-in — Lanyun Ops' }];
}

export default function TwoFactorPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-900 px-4 py-10">
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 text-lg font-semibold">
          <Brand />
        </div>
        <h1 className="mb-2 text-xl font-semibold">Set up two-factor log-in</h1>
        <TwoFactorSetup />
      </div>
    </main>
  );
}

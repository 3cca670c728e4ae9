/** Contact section (spec §1: custom plans, support, feedback), using the support details from /v1/web_init. */
export function Contact({ email, phone }: { email: string | null; phone: string | null }) {
  const items = [
    { title: 'Custom plans', text: 'Volume pricing, on-premises databases and redistribution licences.', subject: 'Custom plan' },
    { title: 'Technical support', text: 'Questions about the API, data formats or integration.', subject: 'Support' },
    { title: 'Data feedback', text: 'Found an address with wrong data? Tell us and we will correct it.', subject: 'Data feedback' },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <div key={item.title} className="rounded-xl border border-line bg-white p-6">
          <h3 className="font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-sm text-ink-soft">{item.text}</p>
          {email ? (
            <a href={`mailto:${email}?subject=${encodeURIComponent(item.subject)}`} className="mt-4 inline-block text-sm text-brand-600 hover:underline">
              {email}
            </a>
          ) : null}
          {phone ? <p className="mt-1 text-sm text-ink-muted">{phone}</p> : null}
        </div>
      ))}
    </div>
  );
}

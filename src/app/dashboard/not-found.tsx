import Link from 'next/link';

export default function DashboardNotFound() {
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 text-2xl font-bold">Not found</h1>
      <p className="mb-4">There is nothing here that you may see.</p>
      <Link href="/leads" className="text-primary underline">
        Back to the leads
      </Link>
    </main>
  );
}

import type { Metadata } from 'next';
import type { CSSProperties } from 'react';

export const metadata: Metadata = { title: 'Site not found', robots: { index: false } };

// Styled inline: this page renders outside every site, where the site stylesheet is not loaded (see layout.tsx).
const page: CSSProperties = {
  margin: '0 auto',
  display: 'flex',
  minHeight: '100dvh',
  maxWidth: '36rem',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '1rem',
  padding: '4rem 1.5rem',
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  color: '#111827',
  background: '#ffffff',
};
const eyebrow: CSSProperties = {
  margin: 0,
  color: '#4b5563',
  fontSize: '0.875rem',
  fontWeight: 600,
  letterSpacing: '0.025em',
  textTransform: 'uppercase',
};
const heading: CSSProperties = { margin: 0, fontSize: '1.875rem', lineHeight: 1.2, fontWeight: 700 };
const text: CSSProperties = { margin: 0, color: '#4b5563' };

/** Shown for a host that names no dealer site, and for any page outside a site. */
export default function NotFound() {
  return (
    <main style={page}>
      <p style={eyebrow}>404</p>
      <h1 style={heading}>We couldn&apos;t find that dealer site</h1>
      <p style={text}>
        No dealer website is set up at this address. Check the address for typos, or contact the dealership
        you were looking for.
      </p>
    </main>
  );
}

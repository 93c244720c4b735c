import type { ReactNode } from 'react';
import { buyerMessage } from '@/domain/buyers/buyer-messages';
import type { TSiteQuery } from '@/server/websites/site-segment';

/** One value of the page's query string. */
export function queryValue(query: TSiteQuery, name: string): string | undefined {
  const value = query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The refused field's message from the query (`?error=&field=`), for that field only. */
export function fieldError(query: TSiteQuery, field: string): string | undefined {
  if (queryValue(query, 'field') !== field) return undefined;
  return buyerMessage(queryValue(query, 'error')) ?? undefined;
}

/** A refusal that names no field (too many tries), shown above the forms. */
export function PageError({ query }: { query: TSiteQuery }) {
  const field = queryValue(query, 'field');
  const message = buyerMessage(queryValue(query, 'error'));
  if (!message || field === 'email' || field === 'code') return null;
  return (
    <p role="alert" className="mt-4 font-semibold text-red-800">
      {message}
    </p>
  );
}

/** A form posted to a My Garage endpoint; it works without JavaScript (the endpoint redirects back). */
export function GarageForm({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="post" action={action} noValidate className="flex max-w-md flex-col gap-4">
      {children}
    </form>
  );
}

export const sectionClass = 'mt-10 max-w-3xl space-y-3';
export const headingClass = 'text-2xl font-bold';
export const linkClass = 'font-semibold underline underline-offset-4';

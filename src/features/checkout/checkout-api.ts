import type { TCallResult, TCheckoutKind, THold, THoldState } from './checkout-api.types';

const OFFLINE = 'We could not reach the server. Check your connection and try again.';

/** A JSON call that never throws: a refusal or a lost connection comes back as words to show. */
async function call<T>(path: string, init: RequestInit): Promise<TCallResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
    });
    const body = (await response.json().catch(() => ({}))) as T & { error?: string; field?: string | null };
    if (response.ok) return { ok: true, status: response.status, body };
    const message = body.error ?? `Something went wrong on our side (${response.status}).`;
    return { ok: false, status: response.status, message, field: body.field ?? null };
  } catch {
    return { ok: false, status: 0, message: OFFLINE, field: null };
  }
}

export type TBuyer = { name: string; email: string; mobile: string; postcode: string };

/** Call 1: places the hold for this attempt (one Idempotency-Key per attempt: a double click finds the same hold). */
export function placeHold(
  hold: { dealershipId: number; carId: number; origin: string; kind: TCheckoutKind },
  buyer: TBuyer,
  idempotencyKey: string,
): Promise<TCallResult<THold>> {
  const query = new URLSearchParams({ car_id: String(hold.carId), origin: hold.origin, kind: hold.kind });
  return call<THold>(`/api/dealerships/${hold.dealershipId}/payment_intent?${query}`, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
    body: JSON.stringify({ buyer }),
  });
}

export type TDemoCard = { cardNumber: string; expiry: string; cvc: string; authenticated?: boolean };

/** Call 3: pays the hold with a demo card. */
export function confirmDemoPayment(
  hold: Pick<THold, 'reference' | 'holdSecret'>,
  card: TDemoCard,
): Promise<TCallResult<{ status: string; nextAction?: string }>> {
  return call(`/api/payments/demo/confirm`, {
    method: 'POST',
    body: JSON.stringify({ reference: hold.reference, holdSecret: hold.holdSecret, ...card }),
  });
}

/** Call 4: where the reservation stands. */
export function readHoldState(reference: string, secret: string): Promise<TCallResult<THoldState>> {
  return call<THoldState>(`/api/reservations/${encodeURIComponent(reference)}`, {
    method: 'GET',
    headers: { 'x-hold-secret': secret },
    cache: 'no-store',
  });
}

/** Call 5: releases a hold the buyer leaves unpaid. */
export function cancelHold(reference: string, secret: string): Promise<TCallResult<THoldState>> {
  return call<THoldState>(`/api/reservations/${encodeURIComponent(reference)}`, {
    method: 'DELETE',
    headers: { 'x-hold-secret': secret },
  });
}

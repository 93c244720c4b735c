/** A My Garage API answer: the JSON, or the refusal's words and the field they belong to. */
export type TGarageAnswer<T> = { ok: true; data: T } | { ok: false; error: string; field: string | null };

/** Posts JSON to a My Garage endpoint and reads its answer (`{error, field}` on a refusal). */
export async function postGarageForm<T>(path: string, body: unknown): Promise<TGarageAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { error?: string; field?: string | null };
    if (response.ok) return { ok: true, data: json as T };
    return {
      ok: false,
      error: json.error ?? 'Something went wrong. Please try again.',
      field: json.field ?? null,
    };
  } catch {
    return { ok: false, error: 'We could not reach the server. Check your connection.', field: null };
  }
}

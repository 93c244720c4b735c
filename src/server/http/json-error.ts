/** The JSON error every API route answers with: `{ error, field }`, field null when no one input is at fault. */
export function jsonError(
  status: number,
  error: string,
  field: string | null = null,
  headers: Record<string, string> = {},
): Response {
  return Response.json({ error, field }, { status, headers });
}

/** Why the last post was refused, above a signed-out form; its id describes the form's first field. */
export function AuthAlert({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" id={id} className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}

type TProps = {
  done?: string | null;
  error?: string | null;
  /** The alert's id, for a form's field to be described by it while it shows. */
  errorId?: string;
};

/** What the last write did (a status message) or why it was refused (an alert); nothing when neither. */
export function OutcomeNotices({ done, error, errorId }: TProps) {
  return (
    <>
      {done && (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
          {done}
        </p>
      )}
      {error && (
        <p role="alert" id={errorId} className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

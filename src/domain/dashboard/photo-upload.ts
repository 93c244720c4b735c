/**
 * One photo of an upload as the car editor tracks it with JavaScript: each file is its own request, so each has
 * its own progress and its own result (one refused file no longer holds back the others).
 */
export type TPhotoUpload = {
  name: string;
  size: number;
  state: 'waiting' | 'sending' | 'processing' | 'added' | 'refused';
  /** Bytes of this file's request sent so far. */
  loaded: number;
  /** The request's size once the browser knows it (the file plus the form's few hundred bytes). */
  total: number;
  /** Why it was refused, in words. */
  error?: string;
};

/** The photos chosen or dropped, before any is sent. */
export function queuedUploads(files: readonly { name: string; size: number }[]): TPhotoUpload[] {
  return files.map((f) => ({ name: f.name, size: f.size, state: 'waiting', loaded: 0, total: f.size }));
}

/** Whole percent of a file sent, 0 to 100 (a finished file is 100 whatever the counts said). */
export function uploadPercent(upload: TPhotoUpload): number {
  if (upload.state === 'added' || upload.state === 'processing') return 100;
  if (upload.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((upload.loaded / upload.total) * 100)));
}

/** What the file's line says beside its progress bar. */
export function uploadStateText(upload: TPhotoUpload): string {
  switch (upload.state) {
    case 'waiting':
      return 'Waiting';
    case 'sending':
      return `${uploadPercent(upload)}% sent`;
    case 'processing':
      return 'Sent; resizing';
    case 'added':
      return 'Added';
    case 'refused':
      return `Not added: ${upload.error ?? 'the upload failed.'}`;
  }
}

/** The one sentence the live region reads for a file once it is finished (never its percentages). */
export function uploadAnnouncement(upload: TPhotoUpload): string | null {
  if (upload.state === 'added') return `${upload.name}: added.`;
  if (upload.state === 'refused') return `${upload.name}: not added. ${upload.error ?? ''}`.trim();
  return null;
}

/** A file the browser can refuse before sending it (too large); the server checks the content itself. */
export function refuseBeforeSending(file: { size: number }, maxBytes: number): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > maxBytes) return `It is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`;
  return null;
}

/**
 * The result of one file's request from its status and body. The server answers `{ added }` (200) or
 * `{ error }` (4xx); anything else (a sign-in page after the session ended, a proxy's error page, a dropped
 * connection: status 0) is refused with a reason the person can act on.
 */
export function uploadOutcome(
  status: number,
  body: string,
): { added: true } | { added: false; error: string } {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON: answered below by its status.
  }
  const record = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  if (status === 200 && typeof record.added === 'number') return { added: true };
  if (typeof record.error === 'string' && status >= 400) return { added: false, error: record.error };
  if (status === 0) return { added: false, error: 'The connection dropped: try this photo again.' };
  if (status === 413) return { added: false, error: 'The photo is too large to send.' };
  if (status === 200)
    return {
      added: false,
      error: 'The dashboard did not take it (has your session ended?): reload the page.',
    };
  return { added: false, error: `The dashboard answered ${status}: try this photo again.` };
}

'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  queuedUploads,
  refuseBeforeSending,
  uploadAnnouncement,
  uploadOutcome,
  uploadPercent,
  uploadStateText,
  type TPhotoUpload,
} from '@/domain/dashboard/photo-upload';

type TProps = { action: string; inputId: string; maxBytes: number; children: ReactNode };

/** Sends one file as its own request, reporting its bytes sent; resolves with the answer's status and body. */
function sendPhoto(
  action: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
  onSent: () => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append('photos', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', action);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.upload.onload = onSent;
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.onabort = () => resolve({ status: 0, body: '' });
    xhr.send(body);
  });
}

/**
 * The car editor's photo upload form. Without JavaScript it is a plain multipart form (all files in one post,
 * back to the editor with its outcome). With it, each chosen or dropped file is sent as its own request in turn
 * (so photos keep the order chosen), with its own progress bar, and its result is said at the file and read once
 * by a polite live region (never the percentages); the photos above are then refreshed in place.
 */
export function PhotoUploadForm({ action, inputId, maxBytes, children }: TProps) {
  const router = useRouter();
  const [uploads, setUploads] = useState<TPhotoUpload[]>([]);
  const [announced, setAnnounced] = useState<string[]>([]);
  const busy = useRef(false);

  const update = (index: number, change: Partial<TPhotoUpload>) =>
    setUploads((all) => all.map((u, i) => (i === index ? { ...u, ...change } : u)));

  const finish = (index: number, upload: TPhotoUpload) => {
    update(index, upload);
    const sentence = uploadAnnouncement(upload);
    if (sentence) setAnnounced((all) => [...all, sentence]);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const input = form.querySelector<HTMLInputElement>(`#${inputId}`);
    const files = [...(input?.files ?? [])];
    // No file chosen: the plain post goes, and the editor says "Choose one or more photos first."
    if (files.length === 0) return;
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const queued = queuedUploads(files);
    setUploads(queued);
    setAnnounced([]);
    let added = 0;
    for (const [index, file] of files.entries()) {
      const early = refuseBeforeSending(file, maxBytes);
      if (early) {
        finish(index, { ...queued[index]!, state: 'refused', error: early });
        continue;
      }
      update(index, { state: 'sending' });
      const answer = await sendPhoto(
        action,
        file,
        (loaded, total) => update(index, { loaded, total }),
        () => update(index, { state: 'processing' }),
      );
      const outcome = uploadOutcome(answer.status, answer.body);
      if (outcome.added) added += 1;
      finish(index, {
        ...queued[index]!,
        ...(outcome.added ? { state: 'added' } : { state: 'refused', error: outcome.error }),
      });
    }
    form.reset();
    busy.current = false;
    if (added > 0) {
      // The editor's last outcome ("Photos reordered.") would be stale beside these results: drop it, then show
      // the new photos without a reload, so the results above stay on screen.
      window.history.replaceState(null, '', `${window.location.pathname}#photos`);
      router.refresh();
    }
  }

  return (
    <>
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="flex flex-col gap-2"
        onSubmit={onSubmit}
      >
        {children}
      </form>
      {uploads.length > 0 && (
        <ul aria-label="Photo uploads" className="flex flex-col gap-2" data-testid="photo-uploads">
          {uploads.map((upload, index) => (
            <li key={index} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <label htmlFor={`photo-upload-${index}`} className="font-semibold break-all">
                {upload.name}
              </label>
              <progress id={`photo-upload-${index}`} max={100} value={uploadPercent(upload)}>
                {uploadPercent(upload)}%
              </progress>
              <span className={upload.state === 'refused' ? 'text-red-800' : undefined}>
                {uploadStateText(upload)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Present from the first render, so the first result is read; each finished file adds one line. */}
      <div role="log" aria-live="polite" aria-label="Photo upload results" className="sr-only">
        {announced.map((sentence, i) => (
          <p key={i}>{sentence}</p>
        ))}
      </div>
    </>
  );
}

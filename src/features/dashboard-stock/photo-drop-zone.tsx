'use client';

import { useState, type DragEvent } from 'react';

/**
 * Lets photos be dropped onto the upload form: the dropped files go into the form's own file input and the
 * form is sent, exactly as picking them and pressing the button does. Without JavaScript the zone is only
 * a hint and the file input works alone.
 */
export function PhotoDropZone({ inputId }: { inputId: string }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || event.dataTransfer.files.length === 0) return;
    input.files = event.dataTransfer.files;
    input.form?.requestSubmit();
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="photo-drop-zone"
      className={`rounded border-2 border-dashed p-6 text-center ${over ? 'border-primary bg-surface-alt' : 'border-line'}`}
    >
      Drop photos here, or choose them below.
    </div>
  );
}

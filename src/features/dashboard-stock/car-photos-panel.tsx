import Image from 'next/image';
import type { carImages } from '@/server/db/schema';
import { MAX_PHOTO_BYTES } from '@/server/media/process-car-photo';
import { TextField } from '@/ui/form/text-field';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoUploadForm } from './photo-upload-form';

type TImage = typeof carImages.$inferSelect;

const button = 'border-line rounded border px-2 py-1 text-sm';

function Move({
  action,
  photo,
  move,
  label,
}: {
  action: string;
  photo: TImage;
  move: string;
  label: string;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="photo" value={photo.id} />
      <button
        type="submit"
        name="move"
        value={move}
        className={button}
        aria-label={`${label}: photo ${photo.position + 1}`}
      >
        {label}
      </button>
    </form>
  );
}

/**
 * Deleting a photo cannot be undone (its files go with it), so it asks first: "Delete" opens the question in
 * place and only its own button deletes. A native disclosure, so it works without JavaScript.
 */
function DeletePhoto({ action, photo, number }: { action: string; photo: TImage; number: number }) {
  return (
    <details className="w-full">
      <summary className={`${button} inline-block cursor-pointer`}>
        Delete<span className="sr-only">: photo {number}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-2 text-sm">
        <p>Delete photo {number}? It cannot be brought back: upload it again to restore it.</p>
        <form method="post" action={action}>
          <input type="hidden" name="photo" value={photo.id} />
          <button
            type="submit"
            name="move"
            value="delete"
            className="rounded border border-red-800 px-2 py-1 text-sm text-red-800"
          >
            Yes, delete photo {number}
          </button>
        </form>
      </div>
    </details>
  );
}

/** The car's photos in order, each with its controls, and the upload form (drag and drop or a file picker). */
export function CarPhotosPanel({
  carId,
  photos,
  editable,
}: {
  carId: number;
  photos: TImage[];
  editable: boolean;
}) {
  const arrange = `/stock/${carId}/photos/arrange`;
  return (
    <section id="photos" aria-labelledby="photos-heading" className="flex flex-col gap-3">
      <h2 id="photos-heading" className="text-lg font-bold">
        Photos
      </h2>
      {photos.length === 0 ? (
        <p className="text-ink-muted">
          No photos yet: the website shows the placeholder and offers to send photos.
        </p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Photos in order">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className="border-line flex flex-col gap-2 rounded border p-2"
              data-testid="car-photo"
            >
              <Image
                src={photo.thumbUrl}
                alt={`Photo ${index + 1}`}
                width={400}
                height={267}
                unoptimized
                className="aspect-[3/2] w-full object-cover"
                data-url={photo.url}
              />
              <p className="text-sm">{index === 0 ? 'Photo 1 (primary)' : `Photo ${index + 1}`}</p>
              {editable && (
                <div className="flex flex-wrap gap-2">
                  {index > 0 && <Move action={arrange} photo={photo} move="earlier" label="Move earlier" />}
                  {index < photos.length - 1 && (
                    <Move action={arrange} photo={photo} move="later" label="Move later" />
                  )}
                  {index > 0 && <Move action={arrange} photo={photo} move="primary" label="Make primary" />}
                  <DeletePhoto action={arrange} photo={photo} number={index + 1} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {editable && (
        <PhotoUploadForm action={`/stock/${carId}/photos`} inputId="photo-files" maxBytes={MAX_PHOTO_BYTES}>
          <PhotoDropZone inputId="photo-files" />
          <TextField
            id="photo-files"
            name="photos"
            label={`Add photos (JPEG, PNG, WebP, AVIF or HEIC, up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB each)`}
            optional={false}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
          />
          <p>
            <button
              type="submit"
              className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold"
            >
              Upload photos
            </button>
          </p>
        </PhotoUploadForm>
      )}
    </section>
  );
}

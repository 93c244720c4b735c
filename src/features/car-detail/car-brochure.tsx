import { getImageProps } from 'next/image';
import { formatPhoneForDisplay } from '@/domain/phone/format-phone-for-display';
import { driveAwayIncludesText } from '@/domain/price/drive-away';
import { formatPrice } from '@/domain/price/format-price';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TCarLocation } from '@/server/cars/get-car-location';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { qrCodeSvg } from '@/server/qr/qr-code-svg';
import type { TSite } from '@/server/websites/site.types';
import { isOptimisableImage } from '@/ui/media/is-optimisable-image';
import { CarSpecs } from './car-specs';

type TProps = {
  site: TSite;
  car: TCarWithImages;
  where: TCarLocation | null;
  phone: string | null;
  /** The car page's own address, which the QR code carries. */
  url: string;
};

/**
 * The car page as printed: a one-page brochure of the first photo, name, drive-away price, key specs, the dealer
 * and a QR code of the page's address. Hidden on screen; the print stylesheet (globals.css) shows only it.
 */
export async function CarBrochure({ site, car, where, phone, url }: TProps) {
  const photo = car.images.find((i) => i.url !== PLACEHOLDER_IMAGE_URL);
  // The gallery's first photo's own attributes (same sizes), so printing reuses the image the screen loaded.
  const image = photo
    ? getImageProps({
        src: photo.url,
        alt: '',
        fill: true,
        sizes: '(min-width: 992px) 60vw, 100vw',
        unoptimized: !isOptimisableImage(photo.url),
      }).props
    : null;
  const location = where?.location;
  const qr = await qrCodeSvg(url);
  return (
    <section data-brochure className="hidden text-black print:block">
      <p className="text-2xl font-bold">{car.name}</p>
      {image && (
        <div className="relative mt-2 aspect-[3/2] max-h-[95mm] w-full overflow-hidden">
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the alt */}
          <img {...image} className="object-cover" />
        </div>
      )}
      {car.price !== null && car.price > 0 ? (
        <p className="mt-3">
          <span className="text-3xl font-bold">{formatPrice(car.price, site.currency)}</span>{' '}
          <span className="font-semibold">drive away</span>{' '}
          <span className="text-sm">{driveAwayIncludesText(site.country)}</span>
        </p>
      ) : (
        <p className="mt-3 text-xl font-bold">Enquire for price</p>
      )}
      <div className="mt-3">
        <CarSpecs car={car} />
      </div>
      <div className="mt-4 flex items-start justify-between gap-6 border-t border-black pt-3">
        <div className="text-sm">
          <p className="text-base font-bold">{site.name}</p>
          {location && (
            <>
              <p>{location.name}</p>
              <p>
                {location.street}, {location.city} {location.state} {location.postcode}
              </p>
            </>
          )}
          {phone && <p>Phone {formatPhoneForDisplay(phone, site.country)}</p>}
          <p className="mt-2 break-all">{url}</p>
        </div>
        <figure className="w-[32mm] shrink-0 text-center text-xs">
          <div role="img" aria-label={`QR code of ${url}`} data-qr dangerouslySetInnerHTML={{ __html: qr }} />
          <figcaption>Scan to see this car online</figcaption>
        </figure>
      </div>
    </section>
  );
}

import { SiteLink } from '@/ui/link/site-link';

/** "Your enquiry is about the {car}." with a link back to the car's page (/success). */
export function EnquiryCarLine({ car }: { car: { slug: string; name: string } }) {
  return (
    <p>
      Your enquiry is about the{' '}
      <SiteLink
        href={`/cars/${encodeURIComponent(car.slug)}`}
        className="font-semibold underline underline-offset-2"
      >
        {car.name}
      </SiteLink>
      .
    </p>
  );
}

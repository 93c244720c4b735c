import { enquiryCategory } from '@/domain/leads/enquiry-category';
import type { TEnquiryFormProps } from './enquiry-props.types';

/** The /contact page with this form: the car and the form's category (Test Drive, Question …). */
export function enquiryContactHref({
  kind,
  car,
  category,
}: Pick<TEnquiryFormProps, 'kind' | 'car' | 'category'>) {
  const query = new URLSearchParams();
  if (car) query.set('car', car.slug);
  query.set('category', enquiryCategory(kind, car, category));
  return `/contact?${query.toString()}`;
}

/** What a new-lead email says of the lead: its category, its car (if any) and the buyer's name as given. */
export type TNewLeadSubjectParts = {
  category: string;
  car: { year: number; make: string; model: string } | null;
  firstName: string | null;
  name: string | null;
};

/**
 * The category as the subject's `New {category} enquiry` reads it: a category that already ends in "Enquiry"
 * ("Used Vehicle Enquiry") loses that word, so the subject does not say "enquiry" twice.
 */
export function subjectCategory(category: string): string {
  return category.replace(/\s+enquiry$/i, '').trim() || category.trim();
}

/** The buyer's first name: the one given, else the first word of the name, else "a buyer". */
export function buyerFirstName(parts: Pick<TNewLeadSubjectParts, 'firstName' | 'name'>): string {
  const given = parts.firstName?.trim() || parts.name?.trim().split(/\s+/)[0];
  return given || 'a buyer';
}

/** "2021 Toyota Corolla". */
export function carTitle(car: NonNullable<TNewLeadSubjectParts['car']>): string {
  return `${car.year} ${car.make} ${car.model}`;
}

/**
 * `New {category} enquiry: {car} – {first name}`; a lead about no car drops the car and its colon:
 * `New {category} enquiry – {first name}`. Line breaks are folded so the subject stays one header line.
 */
export function newLeadSubject(parts: TNewLeadSubjectParts): string {
  const car = parts.car ? `: ${carTitle(parts.car)}` : '';
  const subject = `New ${subjectCategory(parts.category)} enquiry${car} – ${buyerFirstName(parts)}`;
  return subject.replace(/[\r\n]+/g, ' ');
}

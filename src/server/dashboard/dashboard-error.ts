/** Why a dashboard write was refused, in words for the person who tried it. */
export const DASHBOARD_ERRORS = {
  not_found: 'Not found.',
  catalogue_model_has_deposits: 'This model has deposits paid on it: it stays in the catalogue.',
  note_empty: 'Write the note first.',
  note_too_long: 'A note holds at most 5000 characters.',
  cannot_assign: 'Only a manager or an admin assigns leads.',
  assignee_outside: 'Choose someone of this lead’s dealership.',
  bulk_none: 'Choose one or more leads first.',
  deidentified: 'This lead has been de-identified: there is nothing left to send.',
  not_parked: 'Only a parked delivery can be sent again.',
  bad_input: 'That request was not understood. Try again from the page.',
  reservation_not_active: 'Only a pending or held reservation can be cancelled.',
  reservation_not_paid:
    'That cannot be done to this reservation now: it has been changed meanwhile, or its payment holds no car.',
  reservation_changed: 'Someone else changed this reservation meanwhile: the page shows what was done.',
  refund_failed:
    'The processor did not make the refund (it refused or did not answer): nothing was changed. Try again in a minute.',
  refund_unavailable:
    'This site no longer has the keys of the processor that took this payment: refund it in that processor’s own dashboard, then restore the keys to record it here.',
  stock_read_only: 'Only a manager or an admin changes stock.',
  photo_missing: 'Choose one or more photos first.',
  photo_too_many: 'A car holds at most 40 photos.',
  photo_too_large: 'Each photo must be at most 10 MB, and one upload at most 24 MB: send fewer at once.',
  photo_not_image: 'That file is not a JPEG, PNG, WebP, AVIF or HEIC photo.',
  import_missing: 'Choose a CSV or JSON stock file first.',
  import_expired: 'That preview has expired: upload the file again.',
  import_not_csv: 'Choose a .csv or .json stock file.',
  import_too_large: 'A stock file holds at most 20 MB (about 40,000 cars): split it into several files.',
  image_missing: 'Choose a logo or an icon file first.',
  images_too_large: 'A logo and an icon are at most 5 MB each: send one at a time.',
  logo_too_large: 'The logo file is larger than 5 MB.',
  logo_not_image: 'The logo is not a PNG, JPEG, WebP or AVIF image (SVG is not taken).',
  icon_too_large: 'The icon file is larger than 5 MB.',
  icon_not_image: 'The icon is not a PNG, JPEG, WebP or AVIF image (SVG is not taken).',
  picture_missing: 'Choose a picture file first.',
  picture_too_large: 'A picture is at most 10 MB.',
  picture_not_image: 'That picture is not a PNG, JPEG, WebP or AVIF image (SVG is not taken).',
  picture_alt_too_long: 'Alt text is at most 250 characters.',
  picture_stale: 'That slide or block changed since the page was shown: reload it and upload again.',
  test_failed: 'The test lead was not delivered: check the address and that the receiver answers 2xx.',
  test_refused:
    'The test lead was not sent: the address is localhost, on a private network or a cloud metadata address. Leads go to public addresses only.',
  no_destination: 'That lead destination is no longer there: reload the page.',
  no_domain: 'That domain is no longer one of this site’s: reload the page.',
  publish_blocked: 'Not published: clear the blockers listed below first.',
} as const;

export type TDashboardErrorCode = keyof typeof DASHBOARD_ERRORS;

/** A refused dashboard write; `not_found` for anything outside the person's scope (shown as a 404). */
export class DashboardError extends Error {
  constructor(readonly code: TDashboardErrorCode) {
    super(DASHBOARD_ERRORS[code]);
  }

  get notFound(): boolean {
    return this.code === 'not_found';
  }
}

/** The message of a code taken from a URL; null for anything that is not one of ours. */
export function dashboardErrorMessage(code: unknown): string | null {
  return typeof code === 'string' && code in DASHBOARD_ERRORS
    ? DASHBOARD_ERRORS[code as TDashboardErrorCode]
    : null;
}

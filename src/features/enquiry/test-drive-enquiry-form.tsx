'use client';

import { EnquiryForm } from './enquiry-form';
import type { TEnquiryFormProps } from './enquiry-props.types';
import { TestDriveTimePicker } from './test-drive-time-picker';

/**
 * The enquiry form of a page for booking a test drive (/book-test-drive), with the time picker's code in the page's
 * own: the picker asks for the available times as soon as the page hydrates, not a round trip later, after its code
 * has loaded. (Elsewhere, as in the car page's dialog, the picker loads when a test-drive form first shows.)
 */
export function TestDriveEnquiryForm(props: Omit<TEnquiryFormProps, 'timePicker'>) {
  return <EnquiryForm {...props} timePicker={TestDriveTimePicker} />;
}

import { lazy, Suspense, type ComponentType } from 'react';
import { HEAR_ABOUT_US_OPTIONS } from '@/domain/forms/hear-about-us-options';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import type { TEnquiryKind } from '@/domain/leads/enquiry-category';
import { OptInField } from '@/ui/form/opt-in-field';
import { DealershipField } from '@/ui/form/dealership-field';
import type { TLeadFormField } from '@/ui/form/lead-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import type { TEnquiryCar, TEnquiryLocation, TTimePickerProps } from './enquiry-props.types';

// Only a test-drive form asks for a time: unless the form is given the picker (a page for booking one), its code
// loads with such a form, not with every enquiry form. The time is optional, so if that code cannot load (a dropped
// connection) the form goes on without it.
const LazyTimePicker = lazy<ComponentType<TTimePickerProps>>(() =>
  import('./test-drive-time-picker').then(
    (module) => ({ default: module.TestDriveTimePicker }),
    () => ({ default: () => null }),
  ),
);

type TProps = {
  field: TLeadFormField;
  kind: TEnquiryKind;
  /** The label of each field the form shows (enquiryLabels): optional fields without one are left out. */
  labels: Readonly<Record<string, string>>;
  car?: TEnquiryCar;
  location?: TEnquiryLocation;
  /** The dealerships to choose from (name by slug; hidden with fewer than two). */
  dealerships: Readonly<Record<string, string>>;
  /** What was typed in a post without JavaScript that came back refused. */
  typed: (name: string) => string | undefined;
  defaultMessage?: string;
  /** The time picker when the form's page brings it (TEnquiryFormProps.timePicker). */
  timePicker?: ComponentType<TTimePickerProps>;
};

/**
 * The enquiry form's layout: Full Name, Mobile, email, the dealership where asked, the test-drive time, the
 * message, Rego, "where did you hear about us" where the site asks, and the opt-in (unticked: ADR 0008).
 */
export function EnquiryFields({ field, kind, labels, car, location, dealerships, typed, ...props }: TProps) {
  const TimePicker = props.timePicker ?? LazyTimePicker;
  return (
    <>
      <TextField {...field.props('name')} autoComplete="name" defaultValue={typed('name')} maxLength={120} />
      <TextField
        {...field.props('phone')}
        type="tel"
        autoComplete="tel"
        defaultValue={typed('phone')}
        maxLength={40}
      />
      <TextField
        {...field.props('email')}
        type="email"
        autoComplete="email"
        defaultValue={typed('email')}
        maxLength={254}
      />
      <DealershipField
        id={field.id(DEALERSHIP_FIELD)}
        dealerships={dealerships}
        error={field.error(DEALERSHIP_FIELD)}
        defaultValue={typed(DEALERSHIP_FIELD)}
      />
      {kind === 'test-drive' && (
        <Suspense fallback={null}>
          <TimePicker
            id={field.id('dateTime')}
            query={car ? `car_id=${car.id}` : location ? `location_id=${location.id}` : ''}
            error={field.error('dateTime')}
          />
        </Suspense>
      )}
      <TextField
        {...field.props('message')}
        multiline
        defaultValue={
          typed('message') ??
          props.defaultMessage ??
          (kind === 'photo-request' && car ? `Please send me more photos of the ${car.name}.` : undefined)
        }
      />
      {labels.Rego && (
        <TextField {...field.props('Rego')} autoComplete="off" maxLength={12} defaultValue={typed('Rego')} />
      )}
      {labels.hear_about_us && (
        <SelectField
          {...field.props('hear_about_us')}
          options={HEAR_ABOUT_US_OPTIONS}
          defaultValue={typed('hear_about_us') ?? ''}
        />
      )}
      <OptInField id={field.id('opt_in')} defaultChecked={typed('opt_in') === 'on'} />
    </>
  );
}

import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { CheckboxField } from './checkbox-field';

/**
 * The marketing opt-in (Spam Act: express consent), unticked unless the visitor ticked it: the field the server
 * reads as `opt_in`, worded exactly as the consent record it stores.
 */
export function OptInField({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  return <CheckboxField id={id} name="opt_in" label={OPT_IN_WORDING} defaultChecked={defaultChecked} />;
}

import { describe, expect, it } from 'vitest';
import {
  CHOOSE_AN_OPTION_MESSAGE,
  FORM_ERRORS_HEADING,
  INVALID_EMAIL_MESSAGE,
  KILOMETRES_FORMAT_MESSAGE,
  LOADING_LABEL,
  MONEY_FORMAT_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  REGO_FORMAT_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  SPAM_SUBMISSION_LOG,
  VALIDATION_ERRORS_LOG,
} from './messages';

describe('form messages, letter for letter', () => {
  it.each([
    [REQUIRED_FIELD_MESSAGE, 'This is a required field.'],
    [INVALID_EMAIL_MESSAGE, 'invalid email address'],
    [FORM_ERRORS_HEADING, 'Please fix the following errors:'],
    [SPAM_SUBMISSION_LOG, 'Attempted spam submission'],
    [VALIDATION_ERRORS_LOG, 'Validation Errors'],
    [LOADING_LABEL, 'Loading...'],
    [CHOOSE_AN_OPTION_MESSAGE, 'Choose one of the options.'],
    [POSTCODE_FORMAT_MESSAGE, 'Must be 4 digits.'],
    [MONEY_FORMAT_MESSAGE, 'Enter an amount in whole dollars, e.g. 25,000.'],
    [KILOMETRES_FORMAT_MESSAGE, 'Enter the kilometres on the odometer as a whole number, e.g. 85,000.'],
    [REGO_FORMAT_MESSAGE, 'Enter the rego as on the plate: up to 9 letters and numbers.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CHOOSE_AN_OPTION_MESSAGE,
  FORM_ERRORS_HEADING,
  INVALID_EMAIL_MESSAGE,
  LOADING_LABEL,
  POSTCODE_FORMAT_MESSAGE,
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
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

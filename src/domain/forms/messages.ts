export const REQUIRED_FIELD_MESSAGE = 'This is a required field.';
export const INVALID_EMAIL_MESSAGE = 'invalid email address';
export const FORM_ERRORS_HEADING = 'Please fix the following errors:';
/** Logged when the honeypot catches a submission. */
export const SPAM_SUBMISSION_LOG = 'Attempted spam submission';
/** Logged when Next finds errors on a step. */
export const VALIDATION_ERRORS_LOG = 'Validation Errors';
/** The submit button's label while submitting. */
export const LOADING_LABEL = 'Loading...';
/** A choice field whose value is not one of its options. */
export const CHOOSE_AN_OPTION_MESSAGE = 'Choose one of the options.';
export const POSTCODE_FORMAT_MESSAGE = 'Must be 4 digits.';
/** A lead form's failure when its send could not reach the server (or its code could not load). */
export const UNREACHABLE_SERVER_MESSAGE = 'We could not reach the server. Check your connection.';

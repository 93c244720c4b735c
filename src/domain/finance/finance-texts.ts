/** The finance application form's step texts, by 1-based step. */
export const FINANCE_FORM_STEP_TEXTS = {
  2: 'Understand your finance offer and budget before you buy.',
  3: 'Apply Today',
} as const;

/** The approval call to action on a search result. */
export const SEARCH_ITEM_APPROVAL_TEXT = 'Apply Today';

/** The analytics event ids the spec names (sections 7 and 9). Exact ids per form type are not given. */
export const ANALYTICS_EVENT_IDS = {
  newCarEnquiry: 14,
  usedCarEnquiry: 15,
  testDriveOnlyEnquiry: 17,
  defaultForm: 22,
  clickToCall: 25,
  calculator: 26,
  searchResultClick: 29,
  goToNextStep: 32,
  loginPopup: 35,
  requestCode: 36,
  signup: 37,
  existingLogin: 38,
  saveToWatchlist: 39,
  directions: 41,
} as const;

/** Page-view event ids, inclusive. */
export const PAGE_VIEW_EVENT_IDS = { first: 1, last: 13 } as const;

/** The opt-in wording shown beside the checkbox and stored with the consent record (Spam Act 2003). */
export const OPT_IN_WORDING = 'Yes, send me offers and news by email or SMS. I can unsubscribe at any time.';

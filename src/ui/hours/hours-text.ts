/**
 * Hours text as the site shows it, never wrapping inside a time: the space before am or pm becomes a
 * no-break space ('8:30 am - 5:30 pm' -> '8:30\u00a0am - 5:30\u00a0pm'), so a narrow column breaks only
 * around the dash. Anything else is shown as written.
 */
export function hoursText(text: string): string {
  return text.trim().replace(/(\d)\s+(am|pm|a\.m\.|p\.m\.)(?![a-z])/gi, '$1\u00a0$2');
}

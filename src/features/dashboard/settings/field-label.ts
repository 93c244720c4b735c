const WORDS: Record<string, string> = {
  name: 'Name',
  phone: 'Phone number',
  facebookUrl: 'Facebook page',
  instagramUrl: 'Instagram profile',
  overdueMinutes: 'Overdue after (minutes)',
  retentionDays: 'Keep leads for (days)',
  colorPrimary: 'Primary colour',
  colorPrimaryContrast: 'Text on primary',
  colorAccent: 'Accent colour',
  colorAccentContrast: 'Text on accent',
  colorSurface: 'Page background',
  colorSurfaceAlt: 'Alternate background',
  colorText: 'Text colour',
  colorTextMuted: 'Muted text colour',
  colorBorder: 'Border colour',
  radius: 'Corner radius',
  fontBody: 'Body font',
  fontHeading: 'Heading font',
  label: 'Label',
  href: 'Link',
  kind: 'Kind',
  title: 'Title',
  position: 'Position',
  header: 'Header menu',
  footerColumns: 'Footer columns',
  items: 'Links',
  children: 'Dropdown links',
  role: 'Role',
  email: 'Email',
  to: 'Send to',
  from: 'Send from',
  secret: 'Signing secret',
  url: 'Address',
  provider: 'Processor',
  financeProvider: 'Finance provider',
  publicKey: 'Publishable key',
  secretKey: 'Secret key',
  rows: 'List',
  weekdays: 'Opening hours',
  holidays: 'Holiday hours',
  status: 'Open or closed',
  open: 'Opens',
  close: 'Closes',
  startHour: 'Opens',
  endHour: 'Closes',
  date: 'Date',
  form: 'Form',
};

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ROWS: Record<string, string> = {
  header: 'Header item',
  children: 'dropdown link',
  footerColumns: 'Footer column',
  items: 'link',
  rows: 'Row',
  holidays: 'Holiday',
};

/** The words for a form field, with its rows: `header.3.children.1.href` is "Header item 4, dropdown link 2: Link". */
export function fieldLabel(name: string): string {
  const parts = name.split('.');
  const rows: string[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const list = parts[i]!;
    const index = Number(parts[i + 1]);
    rows.push(list === 'weekdays' ? (DAYS[index] ?? list) : `${ROWS[list] ?? list} ${index + 1}`);
  }
  const last = parts.length % 2 === 1 ? parts[parts.length - 1]! : null;
  const word = last === null ? null : (WORDS[last] ?? last);
  if (rows.length === 0) return word ?? name;
  return word ? `${rows.join(', ')}: ${word}` : rows.join(', ');
}

/** A message as a sentence of its field: "is required" becomes "Label is required"; a full sentence stays. */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** The id of a field's input, from its form name. */
export const fieldId = (name: string) => `field-${name.replace(/\./g, '-')}`;

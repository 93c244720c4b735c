import { z } from 'zod';
import { requiredText, ZEmail, ZPhone } from './settings-fields';

/** A person buyers may call or write to (the footer's dealer contacts): name, role, phone and email. */
export const ZSalesContact = z.object({
  name: requiredText(80),
  role: requiredText(60),
  phone: ZPhone,
  email: ZEmail,
});

export const ZSalesContacts = z.array(ZSalesContact).max(20, 'holds at most 20 contacts');

export type TSalesContact = z.infer<typeof ZSalesContact>;

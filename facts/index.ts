/**
 * The register of facts: every figure, contact, open point and rule the
 * guides state, one file per digest area (plugins/remark-facts/register.ts
 * has the record kinds). The build holds every guide to it
 * (plugins/remark-facts), `npm run lint:facts` reports records no guide
 * uses, and the agent skills, llms-full.txt and `npm run report:questions`
 * read it. How to add a figure, a contact or an open point: STYLE.md § Sources.
 */
import {validateRegister, type Register} from '@paynow-docs/remark-facts';
import apiReference from './api-reference.ts';
import contacts from './contacts.ts';
import general from './general.ts';
import importantInformation from './important-information.ts';
import invoiceAdmin from './invoice-admin.ts';
import logisticsAdmin from './logistics-admin.ts';
import paymentAdmin from './payment-admin.ts';
import paymentService from './payment-service.ts';

export const REGISTER: Register = validateRegister({
  records: [
    ...contacts,
    ...general,
    ...paymentService,
    ...paymentAdmin,
    ...logisticsAdmin,
    ...invoiceAdmin,
    ...importantInformation,
    ...apiReference,
  ],
  // Names that hold digits: not figures.
  names: ['7-ELEVEN', '7-Eleven', '7-11', 'SHA-256', 'Type 2'],
});

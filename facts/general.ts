/** The start page and the contact page. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'figure',
    id: 'contact.24-hours',
    source:
      'payment-service/mobile-payment/icash-pay.md § Contacts [shot, icash footer]',
    pages: ['contact'],
    wording: {
      en: ['24 hours'],
      'zh-TW': ['24小時'],
    },
  },
  {
    kind: 'open',
    id: 'contact.contact-e-mail',
    source: 'payment-admin/refund.md § UNCLEAR: contact e-mail',
    question:
      'the customer-service e-mail printed on the refund screen appears to be missing a letter in its domain; which address is correct, and may this page publish it?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'contact.contacts-found-anywhere-in-the-source',
    source: 'README.md § Contacts found anywhere in the source',
    question:
      'which channel (e-mail address, phone number or form) should merchants and buyers use for general questions? Add it here.',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'index.plugin-link',
    source: 'index.md § UNCLEAR: WooCommerce link',
    question:
      "the WooCommerce documentation is linked as https://paynow.yangsheep.art/Documentation.md here and as https://paynow.yangsheep.art/Documentation (no .md) in the online-payment list, on a third-party domain. Which address is canonical, and is that third-party domain the official host of PayNow's WooCommerce documentation?",
    next: 'docs-team',
  },
] satisfies FactRecord[];

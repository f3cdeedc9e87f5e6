/** The channels of the contact page and their contacts. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'channel',
    id: 'mpos',
    source: 'payment-service/online-payment/mpos.md § Contacts',
  },
  {
    kind: 'channel',
    id: 'e-invoice',
    source: 'invoice-admin/generation.md § Contacts',
  },
  {
    kind: 'channel',
    id: 'icash-pay',
    source: 'payment-service/mobile-payment/icash-pay.md § Contacts',
  },
  {
    kind: 'channel',
    id: 'atm-refund',
    source: 'payment-admin/refund.md § Contacts',
  },
  {
    kind: 'contact',
    id: 'mpos.email',
    channel: 'mpos',
    value: 'Mpos@paynow.com.tw',
    source: 'README.md § Contacts found anywhere in the source',
  },
  {
    kind: 'contact',
    id: 'mpos.phone',
    channel: 'mpos',
    value: '02-2521-5088',
    source: 'README.md § Contacts found anywhere in the source',
  },
  {
    kind: 'contact',
    id: 'e-invoice.email',
    channel: 'e-invoice',
    value: 'einvoice@paynow.com.tw',
    source: 'README.md § Contacts found anywhere in the source',
  },
  {
    kind: 'contact',
    id: 'icash-pay.phone',
    channel: 'icash-pay',
    value: '0800-233-888',
    source: 'README.md § Contacts found anywhere in the source',
  },
  {
    kind: 'contact',
    id: 'icash-pay.mobile-phone',
    channel: 'icash-pay',
    value: '02-2657-6388',
    source: 'README.md § Contacts found anywhere in the source',
  },
  {
    kind: 'contact',
    id: 'icash-pay.email',
    channel: 'icash-pay',
    value: 'service@mail.icash.com.tw',
    source: 'README.md § Contacts found anywhere in the source',
  },
] satisfies FactRecord[];

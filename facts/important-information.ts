/** The flow charts for merchants and buyers. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'figure',
    id: 'important-information/index.7-day',
    source:
      'README.md § UNCLEAR items most worth a decision (details in the files)',
    pages: ['important-information/index'],
    wording: {
      en: ['7-day'],
      'zh-TW': [],
    },
  },
  {
    kind: 'figure',
    id: 'important-information/seller.7-day',
    source:
      'important-information/seller.md § Flow 1 — Transaction flow (交易流程) — image `transaction-flow.png`',
    pages: ['important-information/seller'],
    wording: {
      en: ['7-day', '7'],
      'zh-TW': ['7天'],
    },
  },
  {
    kind: 'figure',
    id: 'important-information/seller.10-days',
    source:
      'important-information/seller.md § Flow 2 — Capture flow (請款流程) — image `capture-flow.png`',
    pages: ['important-information/seller'],
    wording: {
      en: ['10 days'],
      'zh-TW': ['10天'],
    },
  },
  {
    kind: 'figure',
    id: 'important-information/seller.7-10-working-days',
    source:
      'important-information/seller.md § Flow 3 — Refund flow (退款流程) — image `refund-flow.png`',
    pages: ['important-information/seller'],
    wording: {
      en: ['7–10 working days'],
      'zh-TW': ['7–10個工作天'],
    },
  },
  {
    kind: 'figure',
    id: 'important-information/seller.1-2-working-days',
    source:
      'important-information/seller.md § Flow 3 — Refund flow (退款流程) — image `refund-flow.png`',
    pages: ['important-information/seller'],
    wording: {
      en: ['1–2 working days'],
      'zh-TW': ['1–2個工作天'],
    },
  },
  {
    kind: 'figure',
    id: 'important-information/buyer.7-day',
    source:
      'important-information/buyer.md § Flow 2 — Complaint / refund flow (申訴退款流程) — image `refund-flow.png`',
    pages: ['important-information/buyer'],
    wording: {
      en: ['7-day'],
      'zh-TW': [],
    },
  },
  {
    kind: 'open',
    id: 'important-information/buyer.timeframes-and-how-a-buyer-starts-a-complaint',
    source:
      'important-information/buyer.md § UNCLEAR: timeframes and how a buyer starts a complaint',
    question:
      'when does the 7-day cooling-off period start (delivery notice or pickup), what can a buyer do during it, and how, and through which channel, does a buyer open a dispute?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'important-information/buyer.escrow',
    source: 'important-information/buyer.md § UNCLEAR: eEscrow',
    question:
      'which transactions go through eEscrow (every payment method and product, or only some), who operates it, and what does it do for the buyer?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'important-information/seller.capture-availability',
    source: 'important-information/seller.md § UNCLEAR: capture availability',
    question:
      'the capture flow chart allows capture 10 days after the transaction, the mPOS page 5 days, and the transaction flow pays the merchant after the 7-day cooling-off period. Are these per-product rules, and which figure applies to which products and payment methods?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'important-information/seller.virtual-account-refund-time',
    source:
      'important-information/seller.md § UNCLEAR: WebATM/virtual-account refund time',
    question:
      "the refund flow chart gives 1–2 working days to the buyer's bank; the buyer's ATM refund screen (payment-admin/refund.md) gives 2–3 working days after submission. Which is current, or do the two measure different things?",
    next: 'docs-team',
  },
] satisfies FactRecord[];

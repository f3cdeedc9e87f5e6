/** The payment back office: seller functions, finance, configuration, ATM refunds. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'figure',
    id: 'payment-admin/seller.2020',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['2020'],
      'zh-TW': ['2020年'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.2020-01-01',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['2020/01/01'],
      'zh-TW': ['2020/01/01'],
    },
    key: {
      en: 'The transaction query holds data from 2020/01/01 onward.',
      'zh-TW': '交易查詢提供2020/01/01以後的資料。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.1-period',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['1 period', '1'],
      'zh-TW': ['1'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.2-3-working-days',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['2–3 working days'],
      'zh-TW': ['2–3個工作天'],
    },
    key: {
      en: 'PayNow pays out 2–3 working days after you capture in Seller functions.',
      'zh-TW': '透過賣家功能請款後，PayNow會在2–3個工作天後撥款。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.12-00',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['12:00'],
      'zh-TW': ['12時'],
    },
    key: {
      en: 'PayNow can capture for you automatically, daily at 12:00 and 15:00.',
      'zh-TW': 'PayNow可以在每天12時與15時自動幫您請款。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.15-00',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['15:00'],
      'zh-TW': ['15時'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.0',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['0'],
      'zh-TW': ['0'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.nt50',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['NT$50'],
      'zh-TW': ['新台幣50元'],
    },
    key: {
      en: 'The payment amount (付款金額) of a bill or quick payment link is at least NT$50.',
      'zh-TW': '帳單或快速付款連結的付款金額至少新台幣50元。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.2-to-24',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['2 to 24'],
      'zh-TW': ['2至24期', '2–24期'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/seller.5-characters',
    source: 'payment-admin/seller.md § Procedures',
    pages: ['payment-admin/seller'],
    wording: {
      en: ['5 characters'],
      'zh-TW': ['5個字元'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.12-00',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['12:00', '12 periods', '12'],
      'zh-TW': ['12時', '12期'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.15-00',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['15:00'],
      'zh-TW': ['15時'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.12-15',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['12及15'],
      'zh-TW': ['12及15時'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.3-periods',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['3 periods', '3', '3%'],
      'zh-TW': ['3期', '3%'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.6-periods',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['6 periods', '6', '6%'],
      'zh-TW': ['6期', '6%'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.4-percent',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['4%'],
      'zh-TW': ['4%'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.18-periods',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['18 periods', '18'],
      'zh-TW': ['18期'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.9-percent',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['9%'],
      'zh-TW': ['9%'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.24-periods',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['24 periods', '24'],
      'zh-TW': ['24期'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/configuration.10-percent',
    source: 'payment-admin/configuration.md § Procedures',
    pages: ['payment-admin/configuration'],
    wording: {
      en: ['10%'],
      'zh-TW': ['10%'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-admin/refund.2-3-working-days',
    source: 'payment-admin/refund.md § Rules / timings / fees',
    pages: ['payment-admin/refund'],
    wording: {
      en: ['2–3 working days'],
      'zh-TW': ['2–3個工作天'],
    },
    key: {
      en: 'An ATM refund is completed within 2–3 working days after the buyer submits the refund form.',
      'zh-TW': '買家送出退款表單後2–3個工作天內完成ATM退款。',
    },
  },
  {
    kind: 'rule',
    id: 'payment-admin/seller.rule.c-capture-request-payment',
    source: 'payment-admin/seller.md § C. Capture / request payment',
  },
  {
    kind: 'rule',
    id: 'payment-admin/seller.rule.rules-limits-timings',
    source: 'payment-admin/seller.md § Rules / limits / timings',
  },
  {
    kind: 'rule',
    id: 'payment-admin/seller.rule.e-query-and-refund',
    source: 'payment-admin/seller.md § E. Query and refund',
  },
  {
    kind: 'open',
    id: 'payment-admin/configuration.customer-service-contact-for-grey-fields',
    source:
      'payment-admin/configuration.md § UNCLEAR: customer-service contact for grey fields',
    question:
      'which channel takes requests to change grey-background fields, and which member-data fields are grey?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/configuration.button-label',
    source: 'payment-admin/configuration.md § UNCLEAR: button label',
    question:
      'the merchant-data screenshot of step 4 shows another screen; does the merchant-data button read 確認更改?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/configuration.installment-percentages',
    source: 'payment-admin/configuration.md § UNCLEAR: installment percentages',
    question:
      "are the percentages (3 periods 3%, 6 4%, 12 6%, 18 9%, 24 10%) PayNow's fee to the merchant or the interest the buyer pays when the surcharge is ticked, and are they current?",
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/finance.old-vs-2025-reconciliation-ui',
    source: 'payment-admin/finance.md § UNCLEAR: old vs 2025 reconciliation UI',
    question:
      'which reconciliation screen is current, Seller functions > 請退款對帳查詢 (year and month) or PayNow 管理中心 > 交易資訊 Dashboard, and how does a seller open PayNow 管理中心?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/finance.reconciliation-tip',
    source: 'payment-admin/finance.md § UNCLEAR: reconciliation tip',
    question:
      "the tip on the monthly report is garbled; is the month's receivable amount the capture amount minus fees and refunds, and which columns does the 撥款明細 Excel hold?",
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/index.seller-refund-review-and-refund-query',
    source:
      'payment-admin/index.md § UNCLEAR: seller Refund review and Refund query',
    question:
      'what do the seller-side Refund review (退款審核) and Refund query (退款查詢) screens show, and what are their steps?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.scope-atm-only',
    source: 'payment-admin/refund.md § UNCLEAR: scope ATM vs WebATM',
    question:
      'does this procedure also apply to buyers who paid by WebATM, or only to ATM (virtual-account) payers?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.buyer-login-path',
    source: 'payment-admin/refund.md § UNCLEAR: buyer login path',
    question:
      'is Merchant login (商家登入) > Payment back office (金流後台) the intended login path for buyers, although the tab is for merchants and the account hint also names seller IDs?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.procedure-step-7-refund-form-fields',
    source: 'payment-admin/refund.md § Procedure, step 7 refund form fields',
    question:
      'is the refund reason (退款原因) shown to the buyer or typed in by the buyer?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.refund-time',
    source: 'payment-admin/refund.md § UNCLEAR: refund time',
    question:
      'the refund screen gives 2–3 working days, the merchant refund flow chart 1–2 working days for WebATM and virtual accounts; which applies to the buyer?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.bank-processing-fee',
    source: 'payment-admin/refund.md § UNCLEAR: bank processing fee',
    question: 'how much is the bank processing fee (帳務處理費)?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.contact-e-mail',
    source: 'payment-admin/refund.md § UNCLEAR: contact e-mail',
    question:
      'the customer-service e-mail printed on the refund screen appears to be missing a letter in its domain; which address is correct, and may these pages publish it?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/seller.c-capture-request-payment',
    source: 'payment-admin/seller.md § C. Capture / request payment',
    question:
      'does Capture all (全部請款) capture every page of a long result list, and does the back office ask for confirmation before it captures?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/seller.send-bill-button',
    source: 'payment-admin/seller.md § UNCLEAR: send-bill button',
    question:
      'the procedure text says to click 寄送帳單 Email, the screenshot shows the button 確定寄送; which label does the current screen show?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/seller.quick-payment-link-step-5',
    source: 'payment-admin/seller.md § UNCLEAR: quick-payment-link step 5',
    question:
      'the step that says where to copy the link is cut off; where or to whom should the seller send the copied link?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/seller.f-query-and-send-bills-form-fields',
    source: 'payment-admin/seller.md § F. Query and send bills, form fields',
    question:
      'the label of the order-information field is cut off (…資訊); what is its full label?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/seller.auto-debit-periods',
    source: 'payment-admin/seller.md § UNCLEAR: auto-debit periods',
    question:
      'is 自動扣款期數 required for one-off bills and links, or only for recurring (auto-debit) bills, and what should a seller enter for a one-off payment?',
    next: 'docs-team',
  },
] satisfies FactRecord[];

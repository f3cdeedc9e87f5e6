/** Payment services: online payment (mPOS, e-tickets, Shopify, one-page cart) and mobile payment (Apple Pay, icash Pay). */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'figure',
    id: 'payment-service/online-payment/mpos.7-14-working-days',
    source: 'payment-service/online-payment/mpos.md § Procedures',
    pages: ['payment-service/online-payment/mpos'],
    wording: {
      en: ['7–14 working days'],
      'zh-TW': ['7–14個工作天'],
    },
    key: {
      en: 'PayNow processes an mPOS card-reader application in 7–14 working days.',
      'zh-TW': 'PayNow會在7–14個工作天內完成mPOS刷卡機的申請作業。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/mpos.23-00',
    source: 'payment-service/online-payment/mpos.md § Procedures',
    pages: ['payment-service/online-payment/mpos'],
    wording: {
      en: ['23:00'],
      'zh-TW': ['23:00'],
    },
    key: {
      en: 'The system settles mPOS card-reader transactions automatically, daily at 23:00.',
      'zh-TW': '系統每天23:00會自動為mPOS刷卡交易結帳。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/mpos.5-days',
    source: 'payment-service/online-payment/mpos.md § Procedures',
    pages: ['payment-service/online-payment/mpos'],
    wording: {
      en: ['5 days'],
      'zh-TW': ['5天'],
    },
    key: {
      en: 'An mPOS card-reader transaction can be captured 5 days after the transaction.',
      'zh-TW': 'mPOS刷卡交易在交易日後5天即可請款。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/mpos.3-working-days',
    source: 'payment-service/online-payment/mpos.md § Procedures',
    pages: ['payment-service/online-payment/mpos'],
    wording: {
      en: ['3 working days'],
      'zh-TW': ['3個工作天'],
    },
    key: {
      en: 'For mPOS card-reader transactions, PayNow pays out within 3 working days of the capture.',
      'zh-TW': 'mPOS刷卡交易請款後3個工作天內，PayNow會撥款給您。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.3-5-working-days',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['3–5 working days'],
      'zh-TW': ['3–5個工作天'],
    },
    key: {
      en: 'icash Pay reviews a new store in about 3–5 working days.',
      'zh-TW': 'icash Pay的商店審核約需3–5個工作天。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.6-12-letters',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['6–12 letters'],
      'zh-TW': ['6–12個英文字母'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.8-20-letters',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['8–20 letters'],
      'zh-TW': ['8–20個英文字母'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.20-minutes',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['20 minutes'],
      'zh-TW': ['20分鐘'],
    },
    key: {
      en: 'The icash Pay verification code is valid for 20 minutes.',
      'zh-TW': 'icash Pay的驗證碼20分鐘內有效。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.2-20-chinese',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['2–20 Chinese'],
      'zh-TW': ['2–20個字', '2–20'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.4-40-english',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['4–40 English'],
      'zh-TW': ['4–40個字元', '4–40字元'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.3-days',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['3 days'],
      'zh-TW': [],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.5-mb',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['5 MB'],
      'zh-TW': ['5 MB'],
    },
    key: {
      en: 'Each file uploaded to icash Pay must be smaller than 5 MB.',
      'zh-TW': '上傳到icash Pay的每個檔案須小於5 MB。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.nt300-000',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['NT$300,000'],
      'zh-TW': ['新台幣300,000元'],
    },
    key: {
      en: 'The icash Pay collection limit of a Type 2 member is NT$300,000.',
      'zh-TW': 'icash Pay第二類會員的收款額度為新台幣300,000元。',
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.30',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure — 8 steps (如何使用 PayNow 開通 icash Pay)',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['30'],
      'zh-TW': ['30萬元'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/mobile-payment/icash-pay.24-hours',
    source:
      'payment-service/mobile-payment/icash-pay.md § Contacts [shot, icash footer]',
    pages: ['payment-service/mobile-payment/icash-pay'],
    wording: {
      en: ['24 hours'],
      'zh-TW': ['24小時'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/eticket.13-permissions',
    source: 'payment-service/online-payment/eticket.md § Images',
    pages: ['payment-service/online-payment/eticket'],
    wording: {
      en: ['13 permissions'],
      'zh-TW': ['13項'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/eticket.8-12-characters',
    source: 'payment-service/online-payment/eticket.md § Procedures',
    pages: ['payment-service/online-payment/eticket'],
    wording: {
      en: ['8–12 characters'],
      'zh-TW': ['8–12碼'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.20-characters',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['20 characters'],
      'zh-TW': ['20個字元'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.0-999',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['0–999'],
      'zh-TW': ['0–999'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.50-characters',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['50 characters'],
      'zh-TW': ['50個字元'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.600-600-px',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['600 × 600 px'],
      'zh-TW': ['600 × 600 px'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.1-mb',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['1 MB'],
      'zh-TW': ['1 MB'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.0-99999',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['0–99999'],
      'zh-TW': ['0–99999'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.0-999999',
    source: 'logistics-admin/landing-page.md § Procedures',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['0–999999'],
      'zh-TW': ['0–999999'],
    },
  },
  {
    kind: 'figure',
    id: 'payment-service/online-payment/landing-page.8-letters',
    source: 'logistics-admin/landing-page.md § Rules / limits',
    pages: ['payment-service/online-payment/landing-page'],
    wording: {
      en: ['8 letters'],
      'zh-TW': ['8個英文字母'],
    },
  },
  {
    kind: 'rule',
    id: 'payment-service/mobile-payment/apple-pay.rule.procedures-mac-step-3',
    source:
      'payment-service/mobile-payment/apple-pay.md § Procedures: Mac, step 3',
  },
  {
    kind: 'rule',
    id: 'payment-service/mobile-payment/icash-pay.rule.procedure-step-2',
    source: 'payment-service/mobile-payment/icash-pay.md § Procedure: step 2',
  },
  {
    kind: 'rule',
    id: 'payment-service/mobile-payment/icash-pay.rule.procedure-step-5',
    source: 'payment-service/mobile-payment/icash-pay.md § Procedure: step 5',
  },
  {
    kind: 'rule',
    id: 'payment-service/online-payment/landing-page.rule.e-print-a-label-white-paper-only',
    source:
      'logistics-admin/landing-page.md § E. Print a label (white paper only)',
  },
  {
    kind: 'rule',
    id: 'payment-service/online-payment/shopify.rule.rules-api-token-visible-once-only',
    source:
      'payment-service/online-payment/shopify.md § Rules: API token visible once only',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/apple-pay.observations-merchant-enablement',
    source:
      'payment-service/mobile-payment/apple-pay.md § Observations: merchant enablement',
    question:
      'besides integrating as the PDF describes, what must a merchant do to accept Apple Pay through PayNow (contract, back-office switch, domain verification)?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/apple-pay.mac-without-touch-id',
    source:
      'payment-service/mobile-payment/apple-pay.md § UNCLEAR: Mac without Touch ID',
    question:
      'for a Mac without Touch ID, does turning on Allow Payments on Mac (允許在 Mac 上付款) on the iPhone replace the Mac steps below, or come before them?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/apple-pay.system-preferences-label',
    source:
      'payment-service/mobile-payment/apple-pay.md § UNCLEAR: System Preferences label',
    question:
      'System Preferences (系統偏好設定) is the name before macOS Ventura. Should the Mac steps also name the newer menu, and with which on-screen Chinese label?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/icash-pay.registration-entry-point',
    source:
      'payment-service/mobile-payment/icash-pay.md § UNCLEAR: registration entry point',
    question:
      'where does a merchant start the icash Pay registration: the address of the icash Pay merchant back office (a screenshot pop-up shows a host under azurewebsites.net), or an entry point at PayNow?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/icash-pay.paynow-s-role',
    source:
      "payment-service/mobile-payment/icash-pay.md § UNCLEAR: PayNow's role",
    question:
      'what does PayNow do in the icash Pay application (referrer, agent, party to the contract), and does the merchant need anything from PayNow to register?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/icash-pay.procedure-step-2-basic-settings',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure: step 2, basic settings',
    question:
      'which fields does the responsible-person section (負責人身份) hold, and what are the exact on-screen labels of the administrator\'s two "same as" checkboxes?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/mobile-payment/icash-pay.procedure-step-5-store-settings',
    source:
      'payment-service/mobile-payment/icash-pay.md § Procedure: step 5, store settings',
    question:
      'what are the exact on-screen Chinese labels of the store name, store English name, store category and store URL fields?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/eticket.login-field',
    source: 'payment-service/online-payment/eticket.md § UNCLEAR: login field',
    question:
      "does the 手機號碼 field take the buyer's mobile number or the e-mail address the SMS names?",
    next: 'docs-team',
    zh: '「手機號碼」欄位要輸入買家的手機號碼，還是簡訊所說的購票Email？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/eticket.what-does-mean-for-the',
    source: 'payment-service/online-payment/eticket.md § UNCLEAR: 已過信託期間',
    question:
      'what does 已過信託期間 mean for the buyer (which trust period, how long it lasts, whether the ticket can still be used or refunded)?',
    next: 'docs-team',
    zh: '「已過信託期間」對買家代表什麼（是哪一種信託期間、期間多長、票券是否仍可使用或退款）？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/eticket.what-makes-a-ticket-cancelled',
    source:
      'payment-service/online-payment/eticket.md § Ticket statuses: 已取消',
    question:
      'what makes a ticket 已取消 (cancelled by whom, and is the buyer refunded)?',
    next: 'docs-team',
    zh: '票券在什麼情況下會變成「已取消」（由誰取消、買家是否會退款）？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/eticket.ticket-back-office-url',
    source:
      'payment-service/online-payment/eticket.md § UNCLEAR: ticket back-office URL',
    question:
      'what is the address of the PayNow ticket back office (screenshots show ticket.paynow.com.tw), and do sellers log in there on the 商家登入 tab of the page buyers use?',
    next: 'docs-team',
    zh: 'PayNow 票券後台的網址為何（截圖顯示ticket.paynow.com.tw）？賣家是否就是在買家使用的同一個登入頁面，以「商家登入」分頁登入？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/index.plugin-url',
    source:
      'payment-service/online-payment/index.md § UNCLEAR: WooCommerce URL',
    question:
      'this list links https://paynow.yangsheep.art/Documentation.md, the address on the start page, while the original online-payment list gave https://paynow.yangsheep.art/Documentation (no .md). Which address is canonical?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/index.quick-payment-link',
    source:
      'payment-service/online-payment/index.md § UNCLEAR: quick payment link',
    question:
      'should the quick payment link (快速付款連結) get its own entry in this list of online payment services?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.label-printing-prerequisite',
    source:
      'logistics-admin/landing-page.md § UNCLEAR: label-printing prerequisite',
    question:
      'the flow shows printing the label after finding the order; should the seller print it before handing the parcel over, or only once the order has shipped (已經出貨)?',
    next: 'docs-team',
    zh: '流程圖在找到訂單後列印標籤；賣家應在交寄包裹前列印，還是要等訂單「已經出貨」後才列印？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.payment-membership-activation',
    source:
      'logistics-admin/landing-page.md § Procedures: B. Add products, payment methods note',
    question:
      'the PayNow payment options of the one-page cart need an activated PayNow payment membership; how does a merchant activate it?',
    next: 'docs-team',
    zh: '一頁式購物車的PayNow金流付款方式須先開通PayNow金流會員；商家要如何開通？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.one-page-add-product-and',
    source:
      'logistics-admin/landing-page.md § UNCLEAR: 新增產品 and 產品管理 open the same page',
    question:
      'One-page > Add product (新增產品) and One-page > Product management (產品管理) both open the Sales URL list (銷售網址列表); what is the difference between creating a cart and managing products, if any?',
    next: 'docs-team',
    zh: '「一頁式 > 新增產品」與「一頁式 > 產品管理」都會開啟「銷售網址列表」；建立購物車與管理商品兩者有何差別？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.where-on-the-form-is-the',
    source:
      'logistics-admin/landing-page.md § UNCLEAR: step B2 新增商品 button',
    question:
      "where on the form is the Add product (新增商品) button that adds a further product? It is not visible on the form's screenshots.",
    next: 'docs-team',
    zh: '用來加入下一項商品的「新增商品」按鈕在表單的哪個位置？表單截圖上看不到這個按鈕。',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.the-tip-asks-for-the-correct',
    source: 'logistics-admin/landing-page.md § UNCLEAR: 領取人 name',
    question:
      "the tip asks for the correct name of the person collecting a returned parcel (領取人), but the window's fields are 寄件人姓名, 寄件人手機 and 寄件人email. Is 寄件人姓名 the field meant, and must it be the name of whoever collects the returned parcel?",
    next: 'docs-team',
    zh: '說明要求填寫退件「領取人」的正確姓名，但視窗中的欄位是「寄件人姓名」、「寄件人手機」與「寄件人email」。指的是否就是「寄件人姓名」，且必須填寫日後領回退件者的姓名？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.label-printing-prerequisite-2',
    source:
      'logistics-admin/landing-page.md § UNCLEAR: label-printing prerequisite',
    question:
      "the guide's prerequisite says the product has already shipped (已經出貨), yet the label is printed before the parcel is handed over. At which stage of the order should the seller print the label?",
    next: 'docs-team',
    zh: '說明的前提是商品「已經出貨」，但標籤是在交寄包裹前列印的。賣家應在訂單的哪個階段列印標籤？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/landing-page.logistics-status-codes',
    source: 'logistics-admin/landing-page.md § UNCLEAR: logistics status codes',
    question:
      'there is no list of the logistics status codes and their meanings (only 0000 物流訂單等待出貨 and 1000 訂單檔案上傳中 are known); can the logistics team provide one?',
    next: 'docs-team',
    zh: '目前沒有物流狀態碼與意義的對照表（已知的只有0000物流訂單等待出貨與1000訂單檔案上傳中），物流團隊能否提供？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.deposit-and-monthly-rental',
    source:
      'payment-service/online-payment/mpos.md § UNCLEAR: deposit and monthly rental',
    question:
      'what are the deposit and monthly rental amounts, which account does the merchant remit them to, and does the monthly auto-debit (月扣款) cover the rental, the deposit or both?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.source-editor-notes-todo-capture-flow',
    source:
      'payment-service/online-payment/mpos.md § Source editor notes: TODO capture flow',
    question:
      'how is an mPOS transaction captured: by the merchant in the payment back office (Seller functions (賣家功能) > Capture query (請款查詢)), or automatically once it is 5 days old?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.capture-and-payout-timing',
    source:
      'payment-service/online-payment/mpos.md § UNCLEAR: capture and payout timing',
    question:
      'mPOS says capture after 5 days and payout within 3 working days; the merchant capture flow (important-information/seller.md) says 10 days and Seller functions (payment-admin/seller.md) says 2–3 working days. Are the mPOS figures meant to differ?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.refund',
    source: 'payment-service/online-payment/mpos.md § Refund',
    question:
      'the two refund cases are "same day, before 23:00" and "from the next day on". How does a merchant refund a transaction on the same day after 23:00? (The source editor also noted they did not understand the second case.)',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.which-back-office',
    source:
      'payment-service/online-payment/mpos.md § UNCLEAR: which back office',
    question:
      '"Log in to the PayNow website": is this the payment back office (金流後台), under Seller functions (賣家功能)?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/shopify.which-paynow-credentials-are-and',
    source:
      'payment-service/online-payment/shopify.md § UNCLEAR: 商家帳號 and 交易密碼',
    question:
      'which PayNow credentials are 商家帳號 and 交易密碼 (the payment back-office login ID and password, or a separate transaction password)?',
    next: 'docs-team',
    zh: '「商家帳號」與「交易密碼」是哪一組PayNow帳密（金流後台的登入帳號與密碼，還是另外設定的交易密碼）？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/shopify.screenshots-from-2022',
    source:
      'payment-service/online-payment/shopify.md § UNCLEAR: screenshots from 2022',
    question:
      'the custom-app steps (Develop apps, Admin API integration, API credentials) follow Shopify screenshots from about 2022; check them against the current Shopify admin.',
    next: 'docs-team',
    zh: '自訂應用程式的步驟（開發應用程式、管理介面 API 整合、API憑證）依據的是約2022年的Shopify截圖，請對照目前的Shopify管理後台確認。',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/shopify.how-to-provide-the-token-and-store-url',
    source:
      'payment-service/online-payment/shopify.md § UNCLEAR: how to provide the token and store URL',
    question:
      'how do merchants hand the Admin API access token and the xxx.myshopify.com store URL to PayNow (e-mail address, form in the back office, or a contact person)?',
    next: 'docs-team',
    zh: '商家要如何把管理介面 API 存取憑證與xxx.myshopify.com商店網址交給PayNow（Email、後台表單或聯絡窗口）？',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.contacts-found-anywhere-in-the-source',
    source: 'README.md § Contacts found anywhere in the source',
    question:
      'Mpos@paynow.com.tw and 02-2521-5088 are given for mPOS applications; do they also take questions about mPOS captures and refunds?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-service/online-payment/mpos.contacts-found-anywhere-in-the-source-2',
    source: 'README.md § Contacts found anywhere in the source',
    question:
      'Mpos@paynow.com.tw and 02-2521-5088 are given for mPOS applications; do they also take questions about mPOS captures and refunds?',
    next: 'docs-team',
  },
] satisfies FactRecord[];

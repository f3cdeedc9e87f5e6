/** The e-invoice back office: issuing, inquiry, operations and points. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'figure',
    id: 'invoice-admin/index.1',
    source:
      'invoice-admin/index.md § Points model (assembled from screenshots; not explained in any page text)',
    pages: ['invoice-admin/index'],
    wording: {
      en: ['1', '−1'],
      'zh-TW': ['1點', '−1'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/index.2',
    source:
      'invoice-admin/index.md § Points model (assembled from screenshots; not explained in any page text)',
    pages: ['invoice-admin/index'],
    wording: {
      en: ['2'],
      'zh-TW': ['2點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/index.30',
    source:
      'invoice-admin/index.md § Points model (assembled from screenshots; not explained in any page text)',
    pages: ['invoice-admin/index'],
    wording: {
      en: ['30'],
      'zh-TW': ['30點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.2-points',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['2 points'],
      'zh-TW': ['2點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.50-characters',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['50 characters'],
      'zh-TW': ['50個字元'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.500-orders',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['500 orders', '500'],
      'zh-TW': ['500筆'],
    },
    key: {
      en: 'A batch-issue Excel file holds at most 500 orders.',
      'zh-TW': '批次開立的Excel檔一個檔案最多500筆訂單。',
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.97-2003-worksheet',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['97-2003 worksheet'],
      'zh-TW': ['97-2003'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.30-letters',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['30 letters', '30 points'],
      'zh-TW': ['30個英文字母', '30點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.100-characters',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['100 characters'],
      'zh-TW': ['100個字元'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.5-percent',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['5%'],
      'zh-TW': ['5%'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.1',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['1'],
      'zh-TW': ['1列'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/generation.0-rows',
    source: 'invoice-admin/generation.md § Procedures',
    pages: ['invoice-admin/generation'],
    wording: {
      en: ['0 rows'],
      'zh-TW': ['0'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/inquiry.0-200',
    source: 'invoice-admin/inquiry.md § Procedures',
    pages: ['invoice-admin/inquiry'],
    wording: {
      en: ['0 - 200'],
      'zh-TW': ['0 - 200'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/inquiry.200',
    source: 'invoice-admin/inquiry.md § Procedures',
    pages: ['invoice-admin/inquiry'],
    wording: {
      en: ['200', '200 results'],
      'zh-TW': ['200筆'],
    },
    key: {
      en: 'Batch-downloaded or printed receipt copies (收執聯) are combined into files of 200.',
      'zh-TW': '批次下載或列印的發票收執聯，每200筆結果合併為一個檔案。',
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/inquiry.2-points',
    source: 'invoice-admin/inquiry.md § Procedures',
    pages: ['invoice-admin/inquiry'],
    wording: {
      en: ['2 points'],
      'zh-TW': ['2點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/inquiry.1',
    source: 'invoice-admin/inquiry.md § Procedures',
    pages: ['invoice-admin/inquiry'],
    wording: {
      en: [],
      'zh-TW': ['1點', '−1'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.191-73',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['191 × 73', '191 × 73 pixels'],
      'zh-TW': ['191 × 73', '191 × 73像素'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.4-mb',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['4 MB'],
      'zh-TW': ['4 MB'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.313-270',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['313 × 270', '313 × 270 pixels'],
      'zh-TW': ['313 × 270', '313 × 270像素'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.8-digit',
    source: 'invoice-admin/operation.md § Purpose and audience',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['8-digit'],
      'zh-TW': ['8碼'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.05-06',
    source: 'invoice-admin/operation.md § Purpose and audience',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['05-06'],
      'zh-TW': [],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.200-500-1-000-2-000-5-000-or-10-000-points',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['200, 500, 1,000, 2,000, 5,000 or 10,000 points'],
      'zh-TW': ['200、500、1,000、2,000、5,000或10,000點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.200-invoices',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['200 invoices'],
      'zh-TW': ['200張'],
    },
    key: {
      en: 'A batch-void file holds at most 200 invoices.',
      'zh-TW': '批次作廢的一個檔案最多200張發票。',
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.200-to-10-000-points',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: ['200 to 10,000 points'],
      'zh-TW': ['200到10,000點', '200–10,000點'],
    },
  },
  {
    kind: 'figure',
    id: 'invoice-admin/operation.2',
    source: 'invoice-admin/operation.md § Procedures',
    pages: ['invoice-admin/operation'],
    wording: {
      en: [],
      'zh-TW': ['2碼'],
    },
  },
  {
    kind: 'open',
    id: 'invoice-admin/generation.does-on-the-single-issue-form',
    source:
      'invoice-admin/generation.md § UNCLEAR: Single-issue field "商家統編"',
    question:
      "does 商家統編 on the single-issue form take the merchant's own unified business number or the buyer's (the batch Excel names the buyer's 買方統編)? Also (README.md § Contacts found anywhere in the source): does einvoice@paynow.com.tw, given for batch errors and simple-issue activation, take this question too?",
    next: 'docs-team',
    zh: '單張開立表單的「商家統編」應填商家自己的統一編號，還是買方的統一編號（批次Excel的買方欄位名為「買方統編」）？另（README.md § Contacts found anywhere in the source）：einvoice@paynow.com.tw是批次錯誤與簡易開立開通的窗口，是否也受理這個問題？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/generation.remarks-limit',
    source: 'invoice-admin/generation.md § UNCLEAR: Remarks limit',
    question:
      'is the remarks limit 50 characters (single-issue form) and 100 (batch Excel) on purpose, or should one figure apply to both?',
    next: 'docs-team',
    zh: '備註上限在單張開立表單是50個字元、在批次Excel是100個字元，是刻意不同，還是應統一為同一個數字？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/generation.file-format',
    source: 'invoice-admin/generation.md § UNCLEAR: File format',
    question:
      'does batch issue accept Excel 2007 files (.xlsx), as the error pop-up suggests, or only Excel 97-2003 worksheets (.xls), as the batch-issue text says?',
    next: 'docs-team',
    zh: '批次開立是否接受錯誤視窗所建議的Excel 2007檔案（.xlsx），還是如批次開立說明所寫，只接受Excel 97-2003工作表（.xls）？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/generation.what-the-simple-issue-url-does',
    source:
      'invoice-admin/generation.md § UNCLEAR: What the simple-issue URL does',
    question:
      'who opens the simple-issue URL, what do they do there, and how does it relate to the SMS notice?',
    next: 'docs-team',
    zh: '簡易開立網址由誰開啟？開啟後要做什麼？與簡訊通知有什麼關係？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/index.what-does-the-api-menu-item',
    source: 'invoice-admin/index.md § UNCLEAR: 發票API文件 menu item',
    question:
      'what does the 發票API文件 menu item open, and is it the same document as the invoice PDF in API technical documents?',
    next: 'docs-team',
    zh: '選單的「發票API文件」會開啟什麼？與API技術文件中的發票PDF是同一份文件嗎？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/index.points-fee-model',
    source: 'invoice-admin/index.md § UNCLEAR: points/fee model',
    question:
      "are 1 point per invoice, 2 per SMS, 30 per registered-mail paper invoice and 25 per convenience-store prize print PayNow's current deductions, and what does one point cost?",
    next: 'docs-team',
    zh: '每張發票1點、每則簡訊2點、每張掛號紙本發票30點、每筆超商中獎列印25點，是否為PayNow目前的扣點標準？一點多少錢？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/index.convenience-store-prize-point-deductions',
    source:
      'invoice-admin/inquiry.md § UNCLEAR: convenience-store prize point deductions',
    question:
      'what triggers this deduction (for example a winning invoice printed at a convenience-store kiosk), and who starts the print?',
    next: 'docs-team',
    zh: '這項扣點在什麼情況下產生（例如中獎發票在超商多媒體機台列印）？由誰列印？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/inquiry.point-deduction-values',
    source: 'invoice-admin/inquiry.md § UNCLEAR: point deduction values',
    question: 'does 補發簡訊 (resend SMS) deduct points, and how many?',
    next: 'docs-team',
    zh: '補發簡訊是否扣點？扣幾點？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/inquiry.the-guide-text-says-and',
    source:
      'invoice-admin/inquiry.md § UNCLEAR: action label 補寄簡訊 vs 補發簡訊',
    question:
      'the guide text says 補寄簡訊 and the button reads 補發簡訊; confirm the current button label.',
    next: 'docs-team',
    zh: '說明文字寫「補寄簡訊」，按鈕則是「補發簡訊」；請確認目前的按鈕名稱。',
  },
  {
    kind: 'open',
    id: 'invoice-admin/inquiry.allowance-and-void-rules',
    source: 'invoice-admin/inquiry.md § UNCLEAR: allowance and void rules',
    question:
      'what deadlines, cross-period restrictions and buyer confirmation apply to an allowance? Also (README.md § Contacts found anywhere in the source): does einvoice@paynow.com.tw, given for batch errors and simple-issue activation, take this question too?',
    next: 'e-invoice',
    zh: '開立折讓有哪些期限、跨期限制，是否需要買方確認？另（README.md § Contacts found anywhere in the source）：einvoice@paynow.com.tw是批次錯誤與簡易開立開通的窗口，是否也受理這個問題？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/inquiry.allowance-and-void-rules-2',
    source: 'invoice-admin/inquiry.md § UNCLEAR: allowance and void rules',
    question:
      'what deadlines and cross-period restrictions apply to voiding an invoice? Also (README.md § Contacts found anywhere in the source): does einvoice@paynow.com.tw, given for batch errors and simple-issue activation, take this question too?',
    next: 'e-invoice',
    zh: '作廢發票有哪些期限與跨期限制？另（README.md § Contacts found anywhere in the source）：einvoice@paynow.com.tw是批次錯誤與簡易開立開通的窗口，是否也受理這個問題？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/inquiry.convenience-store-prize-point-deductions',
    source:
      'invoice-admin/inquiry.md § UNCLEAR: convenience-store prize point deductions',
    question:
      'what is printed, where and by whom, and when are these points deducted?',
    next: 'docs-team',
    zh: '列印的是什麼？在哪裡、由誰列印？何時扣點？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/operation.which-member-data-fields-are-editable',
    source:
      'invoice-admin/operation.md § UNCLEAR: Which member-data fields are editable',
    question:
      'which member-data fields can merchants edit themselves, and is 公司地址 one of them (the guide text says no, the screen frames it as editable)?',
    next: 'docs-team',
    zh: '商家可以自行修改哪些會員資料欄位？公司地址是否包含在內（說明文字寫不可修改，畫面卻框在可修改的範圍內）？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/operation.button-label',
    source: 'invoice-admin/operation.md § UNCLEAR: Button label',
    question:
      'the guide text says 確定更改 and the button reads 確認更改; confirm the current button label.',
    next: 'docs-team',
    zh: '說明文字寫「確定更改」，按鈕則是「確認更改」；請確認目前的按鈕名稱。',
  },
  {
    kind: 'open',
    id: 'invoice-admin/operation.disable-step-2-label',
    source: 'invoice-admin/operation.md § UNCLEAR: Disable step 2 label',
    question:
      'the guide text says 選取該期字軌 and the button reads 取該期字軌; the on-screen note says 鎖定 while the button reads 停用. Confirm the current labels.',
    next: 'docs-team',
    zh: '說明文字寫「選取該期字軌」，按鈕則是「取該期字軌」；頁面提示寫「鎖定」，按鈕則是「停用」。請確認目前的名稱。',
  },
  {
    kind: 'open',
    id: 'invoice-admin/operation.price-per-point-per-package',
    source:
      'invoice-admin/operation.md § UNCLEAR: Price per point / per package',
    question: 'what does each points package cost?',
    next: 'docs-team',
    zh: '各點數方案的價格是多少？',
  },
  {
    kind: 'open',
    id: 'invoice-admin/operation.batch-void-template-columns',
    source:
      'invoice-admin/operation.md § UNCLEAR: Required columns of the batch-void Excel template',
    question:
      'which columns of the batch-void sample are required, and what goes in each?',
    next: 'docs-team',
    zh: '批次作廢範例檔的哪些欄位必填？各欄要填什麼？',
  },
] satisfies FactRecord[];

/** The logistics back office: stores, orders, batch label printing. */
import type {FactRecord} from '@paynow-docs/remark-facts';

export default [
  {
    kind: 'figure',
    id: 'logistics-admin/print-tag.100-150-mm',
    source: 'logistics-admin/print-tag.md § Procedures',
    pages: ['logistics-admin/print-tag'],
    wording: {
      en: ['100 × 150 mm'],
      'zh-TW': ['100 × 150 mm'],
    },
    key: {
      en: 'Batch-printed shipping labels go on 100 × 150 mm paper.',
      'zh-TW': '批次列印的寄件標籤使用100 × 150 mm的紙張。',
    },
  },
  {
    kind: 'figure',
    id: 'logistics-admin/print-tag.0-50',
    source: 'logistics-admin/print-tag.md § Procedures',
    pages: ['logistics-admin/print-tag'],
    wording: {
      en: ['0 - 50'],
      'zh-TW': ['0 - 50'],
    },
  },
  {
    kind: 'figure',
    id: 'logistics-admin/print-tag.45-cm',
    source:
      'logistics-admin/print-tag.md § Label content example [shot, 7-11 交貨便 service label]',
    pages: ['logistics-admin/print-tag'],
    wording: {
      en: ['45 cm'],
      'zh-TW': ['45 cm'],
    },
    key: {
      en: 'The rules on a 7-ELEVEN 交貨便 label: the longest side of the parcel is 45 cm or less.',
      'zh-TW': '7-ELEVEN交貨便標籤上的規定：包裹最長邊45 cm以內。',
    },
  },
  {
    kind: 'figure',
    id: 'logistics-admin/print-tag.105-cm',
    source:
      'logistics-admin/print-tag.md § Label content example [shot, 7-11 交貨便 service label]',
    pages: ['logistics-admin/print-tag'],
    wording: {
      en: ['105 cm'],
      'zh-TW': ['105 cm'],
    },
    key: {
      en: 'The rules on a 7-ELEVEN 交貨便 label: length + width + height is 105 cm or less.',
      'zh-TW': '7-ELEVEN交貨便標籤上的規定：長 + 寬 + 高合計105 cm以內。',
    },
  },
  {
    kind: 'figure',
    id: 'logistics-admin/print-tag.5-kg',
    source:
      'logistics-admin/print-tag.md § Label content example [shot, 7-11 交貨便 service label]',
    pages: ['logistics-admin/print-tag'],
    wording: {
      en: ['5 kg'],
      'zh-TW': ['5 kg'],
    },
    key: {
      en: 'The rules on a 7-ELEVEN 交貨便 label: the parcel weighs 5 kg or less.',
      'zh-TW': '7-ELEVEN交貨便標籤上的規定：重量5 kg以內。',
    },
  },
  {
    kind: 'figure',
    id: 'logistics-admin/print-tag.10-cm-14-cm',
    source:
      'logistics-admin/print-tag.md § Label content example [shot, 7-11 交貨便 service label]',
    pages: ['logistics-admin/print-tag'],
    wording: {
      en: ['10 cm × 14 cm'],
      'zh-TW': ['10 cm × 14 cm'],
    },
  },
  {
    kind: 'rule',
    id: 'logistics-admin/store-management.rule.f-add-a-branch',
    source: 'logistics-admin/store-management.md § F. Add a branch',
  },
  {
    kind: 'rule',
    id: 'logistics-admin/store-management.rule.c-query-orders',
    source: 'logistics-admin/store-management.md § C. Query orders',
  },
  {
    kind: 'open',
    id: 'logistics-admin/index.member-top-up-and-download-api-docs',
    source:
      'logistics-admin/index.md § UNCLEAR: Member top-up and Download API docs',
    question:
      'what do 會員儲值 and 下載API文件 do, and which steps should this section give for them?',
    next: 'docs-team',
    zh: '會員儲值與下載API文件各有什麼功能？本區應提供哪些操作步驟？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/index.bulk-logistics-statistics-menu',
    source:
      'logistics-admin/index.md § Back-office navigation map: Bulk logistics statistics',
    question:
      'which accounts see 大宗物流統計查詢 under 貨物查詢, and what does the page show?',
    next: 'docs-team',
    zh: '哪些帳號的貨物查詢下有大宗物流統計查詢？該頁面顯示哪些內容？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/print-tag.step-5-button',
    source: 'logistics-admin/print-tag.md § UNCLEAR: Step 5 button',
    question:
      'which button prints the ticked rows, 送出 or 列印 (已勾選之項目), and what does the range 批次列印 0 - 50 筆 select (rows 0 to 50 of the list, or a cap of 50 labels per print)?',
    next: 'docs-team',
    zh: '列印已勾選的訂單，要點選「送出」還是「列印 (已勾選之項目)」？「批次列印 0 - 50 筆」選的是清單的第0至50列，還是每次最多列印50張？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/print-tag.which-services-support-batch-printing',
    source:
      'logistics-admin/print-tag.md § UNCLEAR: which services support batch printing',
    question:
      'can 標籤列印 batch-print bulk (大宗) and Hi-Life C2C labels too, or just 7-11交貨便 and 全家交貨便, as the page text says?',
    next: 'docs-team',
    zh: '標籤列印是否也能批次列印大宗物流與萊爾富C2C的標籤，還是如頁面文字所述，限於7-11交貨便與全家交貨便？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/print-tag.paper-100-150-mm-vs-label-10-cm-14-cm',
    source:
      'logistics-admin/print-tag.md § UNCLEAR: Paper 100 × 150 mm vs label 10 cm × 14 cm',
    question:
      'does the 10 cm × 14 cm 7-11交貨便 label print on the 100 × 150 mm paper at its original size, and do the labels of the other services use the same paper?',
    next: 'docs-team',
    zh: '10 cm × 14 cm的7-11交貨便標籤，是否以原始大小印在100 × 150 mm的紙張上？其他服務的標籤是否也用同樣的紙張？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.rules-limits-unclaimed-parcels-return-to-the-ori',
    source:
      'logistics-admin/landing-page.md § Rules / limits: unclaimed parcels return to the original sending store',
    question:
      'does an uncollected parcel also go back to the sending store for orders created with 新增訂單 or the Excel import, and is it then counted under 退件數?',
    next: 'docs-team',
    zh: '以新增訂單或Excel匯入建立的訂單，買家未取件時包裹是否也會退回原寄件門市？退回後是否計入退件數？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.save-button',
    source: 'logistics-admin/store-management.md § UNCLEAR: Save button',
    question:
      'does the save button of the edit-branch page read 修改分店資訊 (screenshot) or 修改分店資料 (page text)?',
    next: 'docs-team',
    zh: '修改分店頁面的儲存按鈕，是截圖中的「修改分店資訊」，還是頁面文字寫的「修改分店資料」？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.manager-procedure-step-3',
    source:
      'logistics-admin/store-management.md § UNCLEAR: Manager procedure step 3',
    question:
      "does this step ask for the manager's name, or for a role name under 分店管理者角色 > 角色名稱 as the screenshot shows?",
    next: 'docs-team',
    zh: '這一步要填的是管理者姓名，還是截圖所示「分店管理者角色」下的角色名稱？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.i-add-staff-and-assign-roles-five-role-limit',
    source:
      'logistics-admin/store-management.md § I. Add staff and assign roles: five-role limit',
    question:
      'is the five-role limit per branch or per merchant account, and do 總店管理者 and the branch manager role count toward it?',
    next: 'docs-team',
    zh: '五個角色的上限是每間分店計算，還是整個商家帳號計算？總店管理者與分店管理者角色是否佔用名額？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.what-is-the-account-processing-fee',
    source: 'logistics-admin/store-management.md § UNCLEAR: 帳務處理費',
    question:
      'what is the account processing fee (amount, and when it is charged), and does the 手續費表 report show it?',
    next: 'docs-team',
    zh: '帳務處理費是多少、何時收取？手續費表是否會列出這筆費用？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.familymart-kiosk-step-4',
    source:
      'logistics-admin/store-management.md § UNCLEAR: FamilyMart kiosk step 4',
    question:
      'the page text has a step ibon寄件 between 全家店到店寄件 and 全家平台 代碼/簡訊寄件, the FamiPort screenshot shows four taps without it. Does the FamiPort flow have that step?',
    next: 'docs-team',
    zh: '頁面文字在「全家店到店寄件」與「全家平台 代碼/簡訊寄件」之間有一步「ibon寄件」，FamiPort截圖則是四個步驟。FamiPort流程是否有這一步？',
  },
  {
    kind: 'open',
    id: 'logistics-admin/store-management.is-the-life-et-the',
    source:
      'logistics-admin/store-management.md § UNCLEAR: Hi-Life kiosk 寄件代碼',
    question:
      "is the Life-ET 寄件代碼 the 配送編號 from 物流狀態查詢, and whose mobile number do the 手機末三碼 belong to: the sender's, or the recipient's (收件人手機 on the order)?",
    next: 'docs-team',
    zh: 'Life-ET的寄件代碼是否就是物流狀態查詢中的配送編號？手機末三碼是寄件人還是收件人（訂單的收件人手機）的號碼？',
  },
] satisfies FactRecord[];

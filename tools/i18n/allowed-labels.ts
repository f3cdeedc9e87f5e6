/**
 * Back-office labels that contain a term the zh-TW lint flags as Mainland
 * usage, but which PayNow's (or a partner's) screens really show: pages quote
 * them with the screen's characters. Source: the content digest
 * (content-facts/), file named beside each label.
 */
export const ALLOWED_LABELS: readonly string[] = [
  // payment-service/online-payment/index.md: the WooCommerce module's name.
  'WooCommerce 插件',
  // invoice-admin/operation.md, invoice-admin/index.md: the invoice back office's top-up menu.
  '線上充值',
  // invoice-admin/operation.md: the disabled-range column's link in the track list.
  '點擊查看詳情',
  // payment-service/online-payment/shopify.md: Shopify's settings menu as the screenshot shows it.
  '設置/設定',
];

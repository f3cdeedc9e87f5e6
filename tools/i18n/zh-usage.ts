/**
 * Taiwan usage in Traditional Chinese text: no simplified characters (by
 * opencc-js, one character at a time: a character its Simplified → Taiwan
 * converter changes is not Taiwan's form) and none of a curated list of
 * Mainland terms, except inside real back-office labels, which keep the
 * characters shown on screen.
 */
import * as OpenCC from 'opencc-js';

/** A Mainland term and the word Taiwan uses for it. */
export interface Term {
  mainland: string;
  taiwan: string;
}

export const MAINLAND_TERMS: readonly Term[] = [
  ['信息', '資訊'],
  ['文檔', '文件'],
  ['默認', '預設'],
  ['用戶', '使用者'],
  ['搜索', '搜尋'],
  ['導航', '導覽'],
  ['設置', '設定'],
  ['打印', '列印'],
  ['短信', '簡訊'],
  ['程序', '程式'],
  ['網絡', '網路'],
  ['賬號', '帳號'],
  ['賬戶', '帳戶'],
  ['賬單', '帳單'],
  ['軟件', '軟體'],
  ['硬件', '硬體'],
  ['視頻', '影片'],
  ['登錄', '登入'],
  ['菜單', '選單'],
  ['鏈接', '連結'],
  ['支持', '支援'],
  ['接口', '介面'],
  ['緩存', '快取'],
  ['兼容', '相容'],
  ['優化', '最佳化'],
  ['數據', '資料'],
  ['服務器', '伺服器'],
  ['文件夾', '資料夾'],
  ['屏幕', '螢幕'],
  ['點擊', '點選'],
  ['激活', '啟用'],
  ['獲取', '取得'],
  ['字符', '字元'],
  ['源代碼', '原始碼'],
  ['插件', '外掛'],
  ['調用', '呼叫'],
  ['創建', '建立'],
  ['保存', '儲存'],
  ['郵箱', '電子郵件信箱'],
  ['二維碼', 'QR Code'],
  ['在線', '線上'],
  ['實時', '即時'],
  ['質量', '品質'],
  ['充值', '儲值'],
  ['運行', '執行'],
  ['博客', '部落格'],
  ['刷新', '重新整理'],
  ['模塊', '模組'],
  ['回調', '回呼'],
  ['異步', '非同步'],
  ['端口', '連接埠'],
  ['移動支付', '行動支付'],
].map(([mainland, taiwan]) => ({mainland: mainland!, taiwan: taiwan!}));

/**
 * Taiwan words that contain a Mainland term or a character the converter
 * changes: 用戶端 (client) is Taiwan's own, 在線上 is 在 + 線上 (not 在線), and
 * 准 (permit) is right in 核准, 批准, 准許 and 不准 (準 is for 標準, 準備).
 */
export const TAIWAN_WORDS: readonly string[] = [
  '用戶端',
  '在線上',
  '核准',
  '批准',
  '准許',
  '不准',
];

/**
 * Characters the converter changes although Taiwan writes them so: 台 (the
 * converter prefers 臺, but 台幣, 後台 and 台灣 are everyday Taiwan usage).
 */
export const TAIWAN_CHARACTERS: ReadonlySet<string> = new Set(['台']);

export interface Problem {
  line: number;
  column: number;
  message: string;
}

const toTaiwan = OpenCC.Converter({from: 'cn', to: 'tw'});
const HAN = /\p{Script=Han}/u;

/** Replaces each occurrence of `words` in `line` by spaces, keeping columns. */
function mask(line: string, words: readonly string[]): string {
  let masked = line;
  for (const word of words) {
    masked = masked.split(word).join(' '.repeat(word.length));
  }
  return masked;
}

/**
 * The Taiwan-usage problems of `text`, with 1-based lines and columns.
 * @param allowedLabels on-screen back-office labels kept as they are even
 *   when they contain a Mainland term (e.g. `WooCommerce 插件`).
 */
export function zhUsageProblems(
  text: string,
  allowedLabels: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const longestFirst = [...allowedLabels, ...TAIWAN_WORDS].sort(
    (a, b) => b.length - a.length,
  );
  text.split('\n').forEach((line, index) => {
    if (!HAN.test(line)) return;
    const masked = mask(line, longestFirst);
    [...masked].forEach((char, column) => {
      if (!HAN.test(char) || TAIWAN_CHARACTERS.has(char)) return;
      const taiwan = toTaiwan(char);
      if (taiwan !== char) {
        problems.push({
          line: index + 1,
          column: [...masked].slice(0, column).join('').length + 1,
          message: `simplified or non-Taiwan character "${char}": write "${taiwan}"`,
        });
      }
    });
    for (const {mainland, taiwan} of MAINLAND_TERMS) {
      let at = masked.indexOf(mainland);
      while (at !== -1) {
        problems.push({
          line: index + 1,
          column: at + 1,
          message: `Mainland term "${mainland}": Taiwan uses "${taiwan}" (an on-screen label that really reads "${mainland}" goes in tools/i18n/allowed-labels.ts)`,
        });
        at = masked.indexOf(mainland, at + mainland.length);
      }
    }
  });
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Text that speaks to an AI reader instead of stating a fact: "Ignore
 * previous instructions", "The assistant should now…", 「助理之後…」. A skill
 * quotes none of it from a page (on its page it is text; lifted into a skill
 * it would read as a rule for the assistant), whatever the wording: the text
 * is compared once folded (NFKC, then Unicode's confusables, so full-width
 * `Ｉｇｎｏｒｅ` and Cyrillic `Іgnоrе` read as `ignore`).
 */
import unhomoglyph from 'unhomoglyph';

/** Characters that draw nothing (Unicode's default-ignorable ones: zero-width spaces and joiners, soft hyphen, variation selectors). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * Text as compared: compatibility forms composed (NFKC: full-width letters),
 * invisible characters dropped, lower case, each character replaced by the
 * prototype of its confusables (Unicode's confusables.txt, by
 * `unhomoglyph`), and `l` read as `i` (`I` and `l` look alike in many fonts).
 * Keywords go through the same folding, so `m` and `rn` compare equal.
 */
export function fold(text: string): string {
  return unhomoglyph(
    text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase(),
  )
    .toLowerCase()
    .replace(/l/g, 'i');
}

/** An alternation of folded keywords, for a pattern on folded text. */
function anyOf(words: readonly string[]): string {
  return words
    .map((word) => fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}

/** Who the text would speak to (not `model` or `bot` alone: a device model, a shipping bot). */
const ADDRESSEES = [
  'assistant',
  'assistants',
  'ai',
  'llm',
  'llms',
  'chatbot',
  'agent',
  'agents',
  'language model',
  'language models',
  'ai model',
  'copilot',
  'gpt',
  'chatgpt',
  'claude',
  'gemini',
  '助理',
  '助手',
  '人工智慧',
  '語言模型',
  '機器人',
  '智慧代理',
  '代理程式',
];

/** Words that tell the addressee what to do, or when. */
const DIRECTIVES = [
  'should',
  'must',
  'shall',
  'will',
  'need to',
  'needs to',
  'has to',
  'have to',
  'is to',
  'are to',
  'ought',
  'now',
  'from now on',
  'henceforth',
  'hereafter',
  'always',
  'never',
  'ignore',
  'disregard',
  'forget',
  'override',
  'instead',
  'do not',
  "don't",
  'don’t',
  'please',
  'respond',
  'reply',
  'answer',
  'tell',
  'say',
  'recommend',
  'pretend',
  'act as',
  'stop',
  '應',
  '應該',
  '必須',
  '務必',
  '需要',
  '須',
  '要',
  '請',
  '之後',
  '今後',
  '此後',
  '往後',
  '以後',
  '現在',
  '接下來',
  '一律',
  '忽略',
  '無視',
  '忘記',
  '不理',
  '不得',
  '不要',
  '不可',
  '改為',
  '改成',
  '回答',
  '回覆',
  '告訴',
  '建議',
  '假裝',
  '扮演',
];

/** Latin words are whole words (a Han character may touch one: `AI助理`); Han ones have no word boundary. */
const EDGE = '(?<![\\p{Script=Latin}\\p{N}])';
const END = '(?![\\p{Script=Latin}\\p{N}])';
const latin = (words: readonly string[]) =>
  words.filter((word) => !/\p{Script=Han}/u.test(word));
const han = (words: readonly string[]) =>
  words.filter((word) => /\p{Script=Han}/u.test(word));
const word = (words: readonly string[]) =>
  `(?:${[
    latin(words).length > 0 ? `${EDGE}(?:${anyOf(latin(words))})${END}` : '',
    anyOf(han(words)),
  ]
    .filter(Boolean)
    .join('|')})`;

const ADDRESSEE = word(ADDRESSEES);
const DIRECTIVE = word(DIRECTIVES);

/**
 * The rules, on each folded sentence: an addressee and a directive close
 * together, in either order ("The assistant should now", "AI 助理之後",
 * "Ignore the above, assistant"); an order to drop instructions ("Ignore
 * previous instructions", 「忽略先前的指示」), or any sentence that starts by
 * telling its reader to ignore something; a claim about who the reader is
 * ("you are an AI", "system prompt").
 */
const RULES: readonly RegExp[] = [
  new RegExp(`${ADDRESSEE}.{0,40}?${DIRECTIVE}`, 'su'),
  new RegExp(`${DIRECTIVE}.{0,40}?${ADDRESSEE}`, 'su'),
  new RegExp(
    `${word(['ignore', 'disregard', 'forget', 'override', 'bypass'])}.{0,40}?${word(['instruction', 'instructions', 'prompt', 'prompts', 'rule', 'rules', 'context', 'previous', 'above', 'earlier', 'everything'])}`,
    'su',
  ),
  new RegExp(
    `${word(['忽略', '無視', '忘記', '不理', '覆寫', '略過'])}.{0,20}?${word(['指示', '指令', '提示', '規則', '先前', '之前', '以上', '上述', '所有'])}`,
    'su',
  ),
  new RegExp(
    `^\\P{L}*(?:[^:]{0,30}:\\s*)?${word(['ignore', 'disregard', 'forget', 'override', '忽略', '無視', '不理'])}`,
    'su',
  ),
  new RegExp(
    word([
      'system prompt',
      'you are an ai',
      'you are the ai',
      'you are an assistant',
      'you are the assistant',
      'as an ai',
      '系統提示',
      '你是助理',
      '您是助理',
    ]),
    'su',
  ),
];

/** Sentence ends, after folding (`。` folds to `˳`). */
const SENTENCE_END = /(?<=[.!?;˳！？；])\s*/u;

/** Whether a sentence of `text` speaks to an AI reader: a skill never quotes it. */
export function addressesAssistant(text: string): boolean {
  return fold(text)
    .split(SENTENCE_END)
    .some((sentence) => RULES.some((rule) => rule.test(sentence)));
}

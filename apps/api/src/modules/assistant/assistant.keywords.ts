// What to look for in a question (ADR 027): the built-in assistant matches the service hall's keyword search, which
// finds a keyword inside a service's name, summary or department; a question in full ("怎么开具在读证明？") is
// inside none of them. So the question is cut into the words it is about, each with shorter forms to fall back on.

/**
 * Words that ask but name nothing: courtesy, question words, conjunctions, particles, punctuation; longest first.
 * Not 与 or 及, which service names use (校园卡挂失与解挂).
 */
const FILLER =
  /请问|麻烦|帮我|帮忙|你好|您好|在吗|谢谢|我想要|我想|我要|想要|需要|应该|怎么样|怎么办|怎么|怎样|如何|哪里|哪儿|在哪|去哪|什么|可以|能否|能不能|是否|有没有|一下|以及|并且|或者|和|并|吗|呢|吧|啊|呀|的|了|[\s\p{P}\p{S}]+/gu;

/** What one does with a service rather than which one it is: a second cut, when the whole word finds nothing. */
const ACTION = /办理|申请|补办|开具|打印|查询|预约|报名|登记|领取|提交|手续|流程|材料|业务/g;

/** Words shorter than this match too much to mean anything. */
const MIN_LENGTH = 2;
/** Characters a shorter form drops from the end: what is left of a verb or a state (学生证丢失 → 学生证). */
const MAX_CUT = 2;

const pieces = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= MIN_LENGTH);

/**
 * The topics of a question, in the order asked, each as the keywords to try in turn until one matches: the words
 * between the filler, then the same without action words (开具在读证明 → 在读证明), then its beginning without the
 * last one or two characters (校园卡丢 → 校园卡). Empty when the question names nothing (你好、怎么办？).
 */
export function questionTopics(question: string): string[][] {
  const seen = new Set<string>();
  const fresh = (keyword: string) => !seen.has(keyword) && (seen.add(keyword), true);
  return pieces(question, FILLER)
    .map((word) => {
      const tries = [word, ...pieces(word, ACTION)];
      const last = tries[tries.length - 1]!;
      for (let cut = 1; cut <= MAX_CUT && last.length - cut > MIN_LENGTH; cut += 1) tries.push(last.slice(0, -cut));
      return tries.filter(fresh);
    })
    .filter((tries) => tries.length > 0);
}

import { useEffect, useState } from 'react';
import { useCareMode } from './care-mode';

/** The words of an element as a person sees them (hidden parts and the 朗读 buttons themselves left out). */
function readableText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const skipped of copy.querySelectorAll('.yz-read-aloud, [aria-hidden="true"], script, style')) skipped.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * 「朗读」 of the care mode (ADR 084): reads a guide, a notice or an assistant's answer aloud with the browser's own
 * speech synthesis (no service, nothing sent anywhere). Shown only in the care mode; `target` is the id of the
 * element to read, or `text` the words themselves.
 */
export function ReadAloud({ target, text, label = '朗读' }: { target?: string; text?: string; label?: string }) {
  const { care } = useCareMode();
  const [speaking, setSpeaking] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  // Leaving the page (or the mode) stops the voice: it must not read on over the next page.
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  if (!care) return null;

  const toggle = () => {
    const synthesis = typeof window.speechSynthesis === 'undefined' ? null : window.speechSynthesis;
    if (!synthesis) return setUnsupported(true);
    synthesis.cancel();
    if (speaking) return setSpeaking(false);
    const element = target ? document.getElementById(target) : null;
    const words = text ?? (element ? readableText(element) : '');
    if (!words) return;
    const utterance = new SpeechSynthesisUtterance(words);
    utterance.lang = 'zh-CN';
    utterance.rate = 0.9;
    utterance.onend = utterance.onerror = () => setSpeaking(false);
    synthesis.speak(utterance);
    setSpeaking(true);
  };

  return (
    <span className="yz-read-aloud">
      <button type="button" className="yz-read-aloud__button" onClick={toggle}>
        {speaking ? '停止朗读' : label}
      </button>
      {unsupported && (
        <span className="yz-read-aloud__note" role="status">
          当前浏览器不支持朗读
        </span>
      )}
    </span>
  );
}

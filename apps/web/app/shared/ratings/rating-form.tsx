import { useState, type FormEvent } from 'react';
import {
  isBadRating,
  RATING_LEVEL_CODES,
  RATING_LEVELS,
  RATING_REASON_REQUIRED,
  tagsForLevel,
  type MyRating,
} from '@yizhan/contracts';
import { ApiError } from '../api-client/api-client';
import { lazyBrowserApi } from '../api-client/lazy-browser-api';
import './ratings.css';

/**
 * The rating of one ended application (好差评): the five levels as large labelled choices (a radio group: arrows move,
 * space picks), the tags of the level's side, a text; below 基本满意 a reason — a tag or the text — is required. On
 * success the caller shows the rating where the form was.
 */
export function RatingForm({ applicationId, onRated }: { applicationId: number; onRated: (rating: MyRating) => void }) {
  const [level, setLevel] = useState<number | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const offered = level === null ? [] : tagsForLevel(level);
  const needsReason = level !== null && isBadRating(level);

  const pick = (next: number) => {
    setLevel(next);
    setTags((chosen) => chosen.filter((tag) => tagsForLevel(next).includes(tag)));
    setError('');
  };
  const toggle = (tag: string) =>
    setTags((chosen) => (chosen.includes(tag) ? chosen.filter((item) => item !== tag) : [...chosen, tag]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (level === null) return setError('请选择满意程度');
    if (needsReason && tags.length === 0 && content.trim() === '') return setError(RATING_REASON_REQUIRED);
    setSaving(true);
    try {
      const rating = await lazyBrowserApi(
        (api) => api.ratingsApi.rate,
        { body: { applicationId, level, tags, content } },
        { silent: true },
      );
      onRated(rating);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : '评价提交失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="yz-rating-form" onSubmit={submit} noValidate aria-label="评价本次办理">
      <fieldset className="yz-rating-form__levels">
        <legend className="yz-rating-form__legend">您对本次办理满意吗？</legend>
        {RATING_LEVEL_CODES.map((code) => (
          <label key={code} className="yz-rating-form__level" data-bad={isBadRating(code) || undefined}>
            <input
              type="radio"
              name={`rating-level-${applicationId}`}
              value={code}
              checked={level === code}
              onChange={() => pick(code)}
            />
            <span>{RATING_LEVELS[code]}</span>
          </label>
        ))}
      </fieldset>
      {offered.length > 0 && (
        <fieldset className="yz-rating-form__tags">
          <legend className="yz-rating-form__legend">
            {needsReason ? '不满意的原因（选择原因或填写说明）' : '评价标签（可选）'}
          </legend>
          {offered.map((tag) => (
            <label key={tag} className="yz-rating-form__tag">
              <input type="checkbox" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
              <span>{tag}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label className="yz-rating-form__text">
        <span>{needsReason ? '说明（未选原因时必填）' : '说明（可选）'}</span>
        <textarea
          value={content}
          maxLength={500}
          rows={3}
          onChange={(event) => setContent(event.target.value)}
          aria-required={needsReason && tags.length === 0}
        />
      </label>
      {error && (
        <p className="yz-rating-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="yz-rating-form__submit" disabled={saving}>
        {saving ? '正在提交…' : '提交评价'}
      </button>
    </form>
  );
}

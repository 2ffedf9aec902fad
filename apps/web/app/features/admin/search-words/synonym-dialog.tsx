import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { adminSearchWordsApi, type AdminSynonym } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

interface SynonymDialogProps {
  /** The rule to edit, or the word a new rule starts from ('' for none). */
  rule: AdminSynonym | { word: string };
  onClose: (saved: string | null) => void;
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** 新增 / 编辑同义词: a word, and what a search holding it is also searched as — one alternative a line. */
export function SynonymDialog({ rule, onClose }: SynonymDialogProps) {
  const [base, setBase] = useState('id' in rule ? rule : null);
  const [word, setWord] = useState(rule.word);
  const [alternatives, setAlternatives] = useState('id' in rule ? rule.alternatives.join('\n') : '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const content = { word, alternatives: linesOf(alternatives) };
    const outcome = base
      ? await consoleSave(adminSearchWordsApi.saveSynonym, { body: { id: base.id, ...content, version: base.version } })
      : await consoleSave(adminSearchWordsApi.createSynonym, { body: content });
    setSaving(false);
    if (outcome.ok) return onClose(`已保存同义词「${outcome.data.word}」，搜索即时生效`);
    if (outcome.current) {
      const current = outcome.current as AdminSynonym;
      setBase(current);
      setWord(current.word);
      setAlternatives(current.alternatives.join('\n'));
      return setError('该内容已被他人修改，已载入最新内容，请确认后再保存');
    }
    setError(outcome.msg);
  };

  return (
    <Modal
      open
      title={base ? '编辑同义词' : '新增同义词'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-field">
        <label htmlFor="synonym-word">词语</label>
        <Input id="synonym-word" value={word} maxLength={20} onChange={(e) => setWord(e.target.value)} />
        <p className="yz-admin-field__hint">用户搜索中含有这个词时，也按下面的同义词搜索，如「饭卡」。</p>
      </div>
      <div className="yz-admin-field">
        <label htmlFor="synonym-alternatives">同义词</label>
        <Input.TextArea
          id="synonym-alternatives"
          autoSize={{ minRows: 3, maxRows: 8 }}
          value={alternatives}
          onChange={(e) => setAlternatives(e.target.value)}
        />
        <p className="yz-admin-field__hint">每行一个，最多 8 个，如「校园卡」。只作用于这一个方向。</p>
      </div>
      {error ? <Alert type="error" title={error} /> : null}
    </Modal>
  );
}

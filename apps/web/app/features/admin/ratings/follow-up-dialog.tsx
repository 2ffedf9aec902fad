import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { adminRatingsApi, RATING_VISIT_WAYS, type BadRating } from '@yizhan/contracts';
import { consoleSave, type SaveOutcome } from '../console-call';

interface FollowUpDialogProps {
  item: BadRating;
  today: string;
  /** The unit's administrator: decides appeals. */
  mayDecide: boolean;
  onClose: () => void;
  onSaved: (saved: BadRating, done: string) => void;
}

/** One step's form: a heading, its fields and the button; the step's outcome shown above. */
function Step({
  title,
  action,
  onSubmit,
  children,
}: {
  title: string;
  action: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={title} noValidate>
      <h2>{title}</h2>
      {children}
      <Button htmlType="submit" type="primary">
        {action}
      </Button>
    </form>
  );
}

/**
 * A 差评's follow-up: what was said, what was done so far, and the next steps its state allows — 整改 (and, before
 * it, an appeal), then 回访; an appeal under way is decided by the unit's administrator only.
 */
export function FollowUpDialog({ item, today, mayDecide, onClose, onSaved }: FollowUpDialogProps) {
  const [error, setError] = useState('');
  const [rectification, setRectification] = useState('');
  const [reason, setReason] = useState('');
  const [visitDay, setVisitDay] = useState(today);
  const [visitWay, setVisitWay] = useState<(typeof RATING_VISIT_WAYS)[number]>('电话');
  const [visitAnswer, setVisitAnswer] = useState<'满意' | '不满意'>('满意');
  const [visitNote, setVisitNote] = useState('');
  const [decision, setDecision] = useState<'upheld' | 'reversed'>('upheld');
  const [decisionNote, setDecisionNote] = useState('');
  const base = { id: item.id, version: item.version };

  const finish = (outcome: SaveOutcome<BadRating>, done: string) =>
    outcome.ok ? onSaved(outcome.data, done) : setError(outcome.msg);

  const open = item.appeal !== 'reversed' && item.appeal !== 'appealing';
  return (
    <Modal open title={`差评办理：${item.serviceName}`} onCancel={onClose} footer={null} width={640}>
      <div className="yz-follow-up">
        <dl>
          <dt>办件编号</dt>
          <dd>{item.applyNo}</dd>
          <dt>评价</dt>
          <dd>
            {item.levelName}（{item.ratedDay}）{[item.tags.join('、'), item.content].filter(Boolean).join('；')}
          </dd>
          <dt>整改期限</dt>
          <dd>
            {item.dueDay}
            {item.overdue ? '，已超期' : item.state === 'pending' ? `，剩 ${item.daysLeft} 个工作日` : ''}
          </dd>
          <dt>状态</dt>
          <dd>{[item.stateName, item.appealName].filter(Boolean).join(' · ')}</dd>
          {item.rectification && (
            <>
              <dt>整改情况</dt>
              <dd>
                {item.rectification}（{item.rectifiedDay}）
              </dd>
            </>
          )}
          {item.visitDay && (
            <>
              <dt>回访</dt>
              <dd>
                {item.visitDay} {item.visitWay}回访，评价人{item.visitAnswer} {item.visitNote}
              </dd>
            </>
          )}
          {item.appealReason && (
            <>
              <dt>申诉理由</dt>
              <dd>{item.appealReason}</dd>
            </>
          )}
          {item.decisionNote && (
            <>
              <dt>复核意见</dt>
              <dd>{item.decisionNote}</dd>
            </>
          )}
        </dl>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        {open && item.state === 'pending' && (
          <Step
            title="登记整改"
            action="登记整改"
            onSubmit={async () =>
              finish(await consoleSave(adminRatingsApi.rectify, { body: { ...base, rectification } }), '登记整改')
            }
          >
            <label>
              整改情况
              <Input.TextArea
                value={rectification}
                rows={3}
                maxLength={1000}
                onChange={(e) => setRectification(e.target.value)}
              />
            </label>
          </Step>
        )}
        {open && item.state === 'rectified' && (
          <Step
            title="登记回访"
            action="登记回访"
            onSubmit={async () =>
              finish(
                await consoleSave(adminRatingsApi.visit, {
                  body: { ...base, visitDay, visitWay, visitAnswer, visitNote },
                }),
                '登记回访',
              )
            }
          >
            <label>
              回访日期
              <input type="date" value={visitDay} max={today} onChange={(e) => setVisitDay(e.target.value)} />
            </label>
            <label>
              回访方式
              <select value={visitWay} onChange={(e) => setVisitWay(e.target.value as typeof visitWay)}>
                {RATING_VISIT_WAYS.map((way) => (
                  <option key={way}>{way}</option>
                ))}
              </select>
            </label>
            <label>
              评价人对整改是否满意
              <select value={visitAnswer} onChange={(e) => setVisitAnswer(e.target.value as typeof visitAnswer)}>
                <option>满意</option>
                <option>不满意</option>
              </select>
            </label>
            <label>
              回访记录
              <Input.TextArea
                value={visitNote}
                rows={2}
                maxLength={500}
                onChange={(e) => setVisitNote(e.target.value)}
              />
            </label>
          </Step>
        )}
        {item.appeal === 'none' && item.state === 'pending' && (
          <Step
            title="申诉复核"
            action="提出申诉"
            onSubmit={async () =>
              finish(await consoleSave(adminRatingsApi.appeal, { body: { ...base, reason } }), '提出申诉')
            }
          >
            <label>
              申诉理由（认为差评不实时填写，由单位管理员复核）
              <Input.TextArea value={reason} rows={2} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
            </label>
          </Step>
        )}
        {item.appeal === 'appealing' &&
          (mayDecide ? (
            <Step
              title="复核申诉"
              action="提交复核"
              onSubmit={async () =>
                finish(
                  await consoleSave(adminRatingsApi.decide, { body: { ...base, decision, decisionNote } }),
                  '复核申诉',
                )
              }
            >
              <label>
                复核结论
                <select value={decision} onChange={(e) => setDecision(e.target.value as typeof decision)}>
                  <option value="upheld">申诉驳回（差评成立）</option>
                  <option value="reversed">申诉成立（不计入统计）</option>
                </select>
              </label>
              <label>
                复核意见
                <Input.TextArea
                  value={decisionNote}
                  rows={2}
                  maxLength={500}
                  onChange={(e) => setDecisionNote(e.target.value)}
                />
              </label>
            </Step>
          ) : (
            <p>申诉中，待单位管理员复核。</p>
          ))}
      </div>
    </Modal>
  );
}

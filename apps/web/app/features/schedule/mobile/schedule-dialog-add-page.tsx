import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, CalendarPicker } from 'antd-mobile';
import { SCHEDULE_DAYS_AHEAD, SCHEDULE_DAYS_BACK, scheduleApi, type ScheduleItem } from '@yizhan/contracts';
import type { Route } from './+types/schedule-dialog-add-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { saveItem } from '../api/browser';
import { addDays, isDay, monthDay, todayInShanghai } from '../lib/dates';
import { GuestPrompt } from './guest-prompt';
import './schedule.css';

const BACK = '/mobile/my-schedule/schedule';

export const meta: Route.MetaFunction = titled('新建日程');

export const handle = mobilePage({ keepAlive: false, secondary: { title: '我的日程', fallback: BACK } });

/** The item to edit (?id, one's own) or a new one on ?date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const url = new URL(request.url);
  const id = url.searchParams.get('id') ?? '';
  const date = url.searchParams.get('date');
  const item: ScheduleItem | null = /^\d{1,10}$/.test(id)
    ? await serverApi(context)(scheduleApi.itemDetail, { query: { id } }).catch(() => null)
    : null;
  return { guest: false as const, item, date: isDay(date) ? date : todayInShanghai() };
}

/** A `YYYY-MM-DD` as the CalendarPicker's local Date, and back. */
const toDate = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)));
const fromDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * /mobile/my-schedule/schedule-dialog-add (新建日程 / 编辑日程). The days come from a range calendar that offers only
 * the days the API accepts (SCHEDULE_DAYS_BACK before today to SCHEDULE_DAYS_AHEAD after); the API checks them
 * again with everything else and its Chinese message is toasted.
 */
export default function ScheduleDialogAddMobilePage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const source = loaderData.guest ? null : loaderData.item;
  const firstDay = loaderData.guest ? todayInShanghai() : (source?.startTime.slice(0, 10) ?? loaderData.date);
  const [title, setTitle] = useState(source?.title ?? '');
  const [days, setDays] = useState<[string, string]>([firstDay, source?.endTime.slice(0, 10) ?? firstDay]);
  const [start, setStart] = useState(source?.startTime.slice(11) ?? '09:00');
  const [end, setEnd] = useState(source?.endTime.slice(11) ?? '10:00');
  const [place, setPlace] = useState(source?.place ?? '');
  const [notes, setNotes] = useState(source?.notes ?? '');
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  if (loaderData.guest) return <GuestPrompt path={BACK} />;
  const today = todayInShanghai();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('请输入标题');
    setError('');
    setSaving(true);
    try {
      const saved = await saveItem({
        ...(source ? { id: source.id } : {}),
        title,
        startTime: `${days[0]} ${start}`,
        endTime: `${days[1]} ${end}`,
        place,
        notes,
      });
      await navigate(`${BACK}?date=${saved.startTime.slice(0, 10)}`, { replace: true });
    } catch {
      // The request client toasts the API's message (结束时间须晚于开始时间 …).
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="yz-msc">
      <h1 className="yz-msc__title">{source ? '编辑日程' : '新建日程'}</h1>
      <form className="yz-msc-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <label className="yz-msc-form__field">
          <span>标题</span>
          <input
            name="title"
            value={title}
            maxLength={50}
            placeholder="例如：小组讨论"
            aria-invalid={error ? true : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
        </label>
        {error && (
          <p className="yz-msc-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="yz-msc-form__field">
          <span id="yz-msc-days">日期</span>
          <button
            type="button"
            className="yz-msc-form__days"
            aria-describedby="yz-msc-days"
            onClick={() => setPicking(true)}
          >
            {days[0] === days[1] ? monthDay(days[0]) : `${monthDay(days[0])} 至 ${monthDay(days[1])}`}
          </button>
        </div>
        <div className="yz-msc-form__row">
          <label className="yz-msc-form__field">
            <span>开始时间</span>
            <input type="time" name="start" value={start} required onChange={(event) => setStart(event.target.value)} />
          </label>
          <label className="yz-msc-form__field">
            <span>结束时间</span>
            <input type="time" name="end" value={end} required onChange={(event) => setEnd(event.target.value)} />
          </label>
        </div>
        <label className="yz-msc-form__field">
          <span>地点</span>
          <input name="place" value={place} maxLength={50} onChange={(event) => setPlace(event.target.value)} />
        </label>
        <label className="yz-msc-form__field">
          <span>备注</span>
          <textarea
            name="notes"
            value={notes}
            maxLength={500}
            rows={3}
            onChange={(event) => setNotes(event.target.value)}
          />
        </label>
        <div className="yz-msc-form__actions">
          <Button block color="primary" type="submit" loading={saving}>
            保存
          </Button>
        </div>
      </form>
      <CalendarPicker
        visible={picking}
        selectionMode="range"
        weekStartsOn="Monday"
        title="选择日期（可选开始和结束两天）"
        confirmText="确定"
        min={toDate(addDays(today, -SCHEDULE_DAYS_BACK))}
        max={toDate(addDays(today, SCHEDULE_DAYS_AHEAD))}
        defaultValue={[toDate(days[0]), toDate(days[1])]}
        onClose={() => setPicking(false)}
        onConfirm={(value) => {
          if (value) setDays([fromDate(value[0]), fromDate(value[1])]);
        }}
      />
    </div>
  );
}

import { useState } from 'react';
import { Input, Modal, Select, Switch } from 'antd';
import { adminAppointmentsApi, WEEKDAY_NAMES, type AdminPlace, type PlaceFields } from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { Field, SaveError } from '../console-form';

/** What the dialog edits: a place's fields, with its id and version when it is stored. */
export type PlaceForm = PlaceFields & { id?: number; version?: string };

export const blankPlace = (): PlaceForm => ({
  name: '',
  address: '',
  hours: [
    '09:00-12:00,13:30-17:00',
    '09:00-12:00,13:30-17:00',
    '09:00-12:00,13:30-17:00',
    '09:00-12:00,13:30-17:00',
    '09:00-12:00,13:30-17:00',
    '',
    '',
  ],
  slotMinutes: 30,
  capacity: 4,
  daysAhead: 7,
  cancelHours: 2,
  enabled: true,
  appIds: [],
});

export const placeFormOf = ({ serviceNames: _names, ...place }: AdminPlace): PlaceForm => place;

/**
 * 新增 / 编辑 a place: where, the hours of each weekday, the slots' length and seats, how far ahead it is booked,
 * the cancel cutoff and the services it takes. A 409 offers what is stored now.
 */
export function PlaceDialog({
  start,
  services,
  onClose,
}: {
  start: PlaceForm;
  services: { id: number; name: string }[];
  onClose: (saved: string | null) => void;
}) {
  const [form, setForm] = useState(start);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState<AdminPlace | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PlaceForm>(key: K, value: PlaceForm[K]) => setForm((was) => ({ ...was, [key]: value }));
  const number = (key: 'slotMinutes' | 'capacity' | 'daysAhead' | 'cancelHours', label: string, hint: string) => (
    <Field id={`place-${key}`} label={label} hint={hint}>
      <Input id={`place-${key}`} type="number" value={form[key]} onChange={(e) => set(key, Number(e.target.value))} />
    </Field>
  );
  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminAppointmentsApi.savePlace, { body: form });
    setSaving(false);
    if (outcome.ok) return onClose(`已保存办理地点「${outcome.data.name}」`);
    setError(outcome.msg);
    setCurrent((outcome.current as AdminPlace | undefined) ?? null);
  };
  return (
    <Modal
      open
      width={720}
      title={start.id ? `编辑办理地点「${start.name}」` : '新增办理地点'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-menu-form">
        <Field id="place-name" label="名称">
          <Input id="place-name" value={form.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field id="place-address" label="地址" hint="写到窗口或房间，办事人按此找到地方。">
          <Input
            id="place-address"
            value={form.address}
            maxLength={200}
            onChange={(e) => set('address', e.target.value)}
          />
        </Field>
        {WEEKDAY_NAMES.map((weekday, index) => (
          <Field
            key={weekday}
            id={`place-hours-${index}`}
            label={`${weekday}办理时间`}
            hint={
              index === 0
                ? '如 09:00-12:00,13:30-17:00；不办理的日子留空。法定节假日自动休息，调休上班日按工作日时间。'
                : undefined
            }
          >
            <Input
              id={`place-hours-${index}`}
              value={form.hours[index]}
              onChange={(e) =>
                set(
                  'hours',
                  form.hours.map((hours, at) => (at === index ? e.target.value : hours)),
                )
              }
            />
          </Field>
        ))}
        {number('slotMinutes', '每个时段（分钟）', '办理时间按此切分为可预约的时段。')}
        {number('capacity', '每个时段可约人数', '通常等于开放的窗口数。')}
        {number('daysAhead', '可提前预约的天数', '含当天。')}
        {number('cancelHours', '取消截止（小时）', '距时段开始不足这么多小时后，办事人不能在线取消。')}
        <Field id="place-services" label="可预约的事项">
          <Select
            id="place-services"
            mode="multiple"
            value={form.appIds}
            optionFilterProp="label"
            options={services.map((service) => ({ value: service.id, label: service.name }))}
            onChange={(ids: number[]) => set('appIds', ids)}
          />
        </Field>
        <Field id="place-enabled" label="开放预约" hint="关闭后门户不再提供此地点，已有预约不受影响。">
          <Switch id="place-enabled" checked={form.enabled} onChange={(checked) => set('enabled', checked)} />
        </Field>
        <SaveError
          error={error}
          current={current}
          what="这个办理地点"
          onReload={(stored) => {
            setForm(placeFormOf(stored));
            setError('');
            setCurrent(null);
          }}
        />
      </div>
    </Modal>
  );
}

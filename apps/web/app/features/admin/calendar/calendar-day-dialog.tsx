import { useState } from 'react';
import { Alert, Input, Modal, Select } from 'antd';
import { adminCalendarApi } from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { Field } from '../console-form';

/** A day as the dialog edits it. */
export interface DayForm {
  day: string;
  workday: boolean;
  name: string;
}

/** 设置某一天: a day off (a holiday) or worked (调休上班), with the name the calendar shows. */
export function CalendarDayDialog({ start, onClose }: { start: DayForm; onClose: (saved: string | null) => void }) {
  const [form, setForm] = useState(start);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof DayForm>(key: K, value: DayForm[K]) => setForm((was) => ({ ...was, [key]: value }));

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminCalendarApi.save, { body: form });
    setSaving(false);
    if (outcome.ok) return onClose(`已把 ${form.day} 设为${form.workday ? '上班' : '放假'}（${outcome.data.name}）`);
    setError(outcome.msg);
  };

  return (
    <Modal
      open
      title="设置某一天"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-menu-form">
        <Field id="calendar-day" label="日期">
          <Input id="calendar-day" type="date" value={form.day} onChange={(e) => set('day', e.target.value)} />
        </Field>
        <Field id="calendar-workday" label="安排">
          <Select
            id="calendar-workday"
            value={form.workday ? 'work' : 'off'}
            onChange={(value) => set('workday', value === 'work')}
            options={[
              { value: 'off', label: '放假' },
              { value: 'work', label: '上班（调休）' },
            ]}
          />
        </Field>
        <Field id="calendar-name" label="名称" hint="如“春节”“春节调休上班”。">
          <Input id="calendar-name" value={form.name} maxLength={20} onChange={(e) => set('name', e.target.value)} />
        </Field>
        {error ? <Alert type="error" title={error} /> : null}
      </div>
    </Modal>
  );
}

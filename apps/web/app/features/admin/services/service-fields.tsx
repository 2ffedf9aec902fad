import type { ReactNode } from 'react';
import { Button, Input, Switch } from 'antd';
import { Field } from '../console-form';

// Labelled controls of the service editor: every control is named by its label, for screen readers and clicks.

/** The choices of a select from a record of names (value → label). */
export const entries = <K extends string>(names: Readonly<Record<K, string>>) =>
  (Object.entries(names) as [K, string][]).map(([value, label]) => ({ value, label }));

interface TextProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  rows?: number;
  maxLength?: number;
}

/** A one-line text, or several lines when `rows` is given. */
export function TextField({ id, label, value, onChange, hint, rows, maxLength }: TextProps) {
  return (
    <Field id={id} label={label} {...(hint ? { hint } : {})}>
      {rows ? (
        <Input.TextArea
          id={id}
          rows={rows}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input id={id} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/** A whole number (days, a sort order). */
export function NumberField(props: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
}) {
  return (
    <Field id={props.id} label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <Input
        id={props.id}
        type="number"
        min={0}
        step={1}
        value={String(props.value)}
        onChange={(e) => props.onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
        style={{ width: 160 }}
      />
    </Field>
  );
}

export function SwitchField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <Field id={props.id} label={props.label} {...(props.hint ? { hint: props.hint } : {})}>
      <Switch id={props.id} checked={props.checked} onChange={props.onChange} />
    </Field>
  );
}

/** A native select: one of the options, or none (''). */
export function SelectField<V extends string | number>(props: {
  id: string;
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  placeholder?: string;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        className="yz-services-select"
        value={props.value === null ? '' : String(props.value)}
        onChange={(e) => {
          const chosen = props.options.find((option) => String(option.value) === e.target.value);
          if (chosen) props.onChange(chosen.value);
        }}
      >
        {props.value === null ? <option value="">{props.placeholder ?? '请选择'}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Several of a few options, as checkboxes in a named group. */
export function CheckGroup<V extends string | number>(props: {
  legend: string;
  values: readonly V[];
  options: readonly { value: V; label: string }[];
  onChange: (values: V[]) => void;
  hint?: string;
}) {
  const toggle = (value: V, on: boolean) =>
    props.onChange(on ? [...props.values, value] : props.values.filter((item) => item !== value));
  return (
    <fieldset className="yz-services-checks">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={props.values.includes(option.value)}
            onChange={(e) => toggle(option.value, e.target.checked)}
          />
          {option.label}
        </label>
      ))}
      {props.hint ? <p className="yz-admin-field__hint">{props.hint}</p> : null}
    </fieldset>
  );
}

/**
 * A list edited as rows (materials, steps, questions): each row its own controls, with 上移 and 删除, and 添加 at
 * the end. `what` names a row in the buttons' labels.
 */
export function EditableRows<T>(props: {
  legend: string;
  what: string;
  items: readonly T[];
  blank: () => T;
  onChange: (items: T[]) => void;
  render: (item: T, update: (item: T) => void, index: number) => ReactNode;
}) {
  const { items, onChange } = props;
  const replace = (index: number, item: T) => onChange(items.map((was, at) => (at === index ? item : was)));
  const remove = (index: number) => onChange(items.filter((_, at) => at !== index));
  const raise = (index: number) =>
    onChange(items.map((was, at) => (at === index - 1 ? items[index]! : at === index ? items[index - 1]! : was)));
  return (
    <fieldset className="yz-services-rows">
      <legend>{props.legend}</legend>
      {items.length === 0 ? <p className="yz-admin-field__hint">暂无{props.what}</p> : null}
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            <div className="yz-services-rows__fields">{props.render(item, (next) => replace(index, next), index)}</div>
            <span className="yz-admin-actions">
              <Button
                size="small"
                disabled={index === 0}
                onClick={() => raise(index)}
                aria-label={`上移第 ${index + 1} 项${props.what}`}
              >
                上移
              </Button>
              <Button size="small" onClick={() => remove(index)} aria-label={`删除第 ${index + 1} 项${props.what}`}>
                删除
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <Button onClick={() => onChange([...items, props.blank()])}>添加{props.what}</Button>
    </fieldset>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ANTD_CSS_VAR_KEY } from '../../theme/desktop/antd-theme-config';

export interface StaticInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  ref?: Ref<HTMLInputElement>;
  size: 'middle' | 'large';
  /** An icon before the text, inside the box (antd's `prefix`). */
  prefix?: ReactNode;
}

/**
 * A text box in the markup antd's `<Input size prefix>` renders, styled by the build-time antd sheet (ADR 021),
 * without antd Input's code (about 8 KB gzip, with its form-status and count helpers): the header's search box, on
 * the first visit of every desktop page, never uses what it adds. Focus and hover come from the sheet
 * (`:focus-within`). Use antd's Input for anything else.
 */
export function StaticInput({ size, prefix, className = '', ...input }: StaticInputProps) {
  const themed = `${ANTD_CSS_VAR_KEY} ant-input-css-var`;
  const sized = size === 'large' ? '-lg' : '';
  if (prefix === undefined) {
    return (
      <input
        {...input}
        className={`ant-input ${sized && `ant-input${sized} `}ant-input-outlined ${themed} ${className}`}
      />
    );
  }
  return (
    <span
      className={`ant-input-affix-wrapper ${sized && `ant-input-affix-wrapper${sized} `}ant-input-outlined ${themed}`}
    >
      <span className="ant-input-prefix">{prefix}</span>
      <input {...input} className={`ant-input ${sized && `ant-input${sized} `}${className}`} />
    </span>
  );
}

import { useState, type FormEvent } from 'react';
import { emptyRequiredFields, REQUIRED_MESSAGES } from './lib/required-fields';

/**
 * The login forms' own check of required fields (the forms set noValidate, so the browser shows no English bubble):
 * an empty field stops the submit, says what to fill in under the field, and takes the focus; typing clears it.
 */
export function useRequiredCheck() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const empty = emptyRequiredFields(new FormData(event.currentTarget).entries());
    setErrors(Object.fromEntries(empty.map((name) => [name, REQUIRED_MESSAGES[name]!])));
    if (empty.length === 0) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  return { errors, onSubmit, onInput };
}

/** The message under a field the check found empty (announced as it appears). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="yz-login__field-error" role="alert">
      {message}
    </p>
  );
}
